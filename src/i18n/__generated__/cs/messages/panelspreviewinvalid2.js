/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewinvalid2Inputs */

const cs_panelspreviewinvalid2 = /** @type {(inputs: Panelspreviewinvalid2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.trigger}“ není platný spouštěč kampaně (3 číslice).`)
};

/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewinvalid2 = cs_panelspreviewinvalid2;
export { panelspreviewinvalid2 as "panelsPreviewInvalid" }