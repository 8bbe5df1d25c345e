/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewexit2Inputs */

const de_panelspreviewexit2 = /** @type {(inputs: Panelspreviewexit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau beenden`)
};

/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelspreviewexit2 = de_panelspreviewexit2;
export { panelspreviewexit2 as "panelsPreviewExit" }