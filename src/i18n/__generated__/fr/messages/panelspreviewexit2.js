/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewexit2Inputs */

const fr_panelspreviewexit2 = /** @type {(inputs: Panelspreviewexit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter l'aperçu`)
};

/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelspreviewexit2 = fr_panelspreviewexit2;
export { panelspreviewexit2 as "panelsPreviewExit" }