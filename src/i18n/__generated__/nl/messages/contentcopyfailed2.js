/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const nl_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De code kon niet worden gekopieerd. Selecteer en kopieer hem zelf.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = nl_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }