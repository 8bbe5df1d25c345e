/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewexit2Inputs */

const cs_panelspreviewexit2 = /** @type {(inputs: Panelspreviewexit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukončit náhled`)
};

/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewexit2 = cs_panelspreviewexit2;
export { panelspreviewexit2 as "panelsPreviewExit" }