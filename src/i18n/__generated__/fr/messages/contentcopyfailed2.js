/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const fr_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code n'a pas pu être copié. Veuillez le sélectionner et le copier vous-même.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = fr_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }