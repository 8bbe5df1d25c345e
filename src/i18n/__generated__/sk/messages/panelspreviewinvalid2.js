/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewinvalid2Inputs */

const sk_panelspreviewinvalid2 = /** @type {(inputs: Panelspreviewinvalid2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.trigger}“ nie je platný spúšťač kampane (3 číslice).`)
};

/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewinvalid2 = sk_panelspreviewinvalid2;
export { panelspreviewinvalid2 as "panelsPreviewInvalid" }