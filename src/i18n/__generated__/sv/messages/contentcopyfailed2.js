/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const sv_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koden kunde inte kopieras. Markera och kopiera den själv.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = sv_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }