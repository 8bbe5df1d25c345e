/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const cs_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kód se nepodařilo zkopírovat. Označte si ho a zkopírujte ho prosím sami.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = cs_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }