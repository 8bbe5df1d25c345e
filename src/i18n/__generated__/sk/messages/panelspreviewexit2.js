/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewexit2Inputs */

const sk_panelspreviewexit2 = /** @type {(inputs: Panelspreviewexit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukončiť náhľad`)
};

/**

* @param {Panelspreviewexit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewexit2 = sk_panelspreviewexit2;
export { panelspreviewexit2 as "panelsPreviewExit" }