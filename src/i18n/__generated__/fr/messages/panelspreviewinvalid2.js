/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewinvalid2Inputs */

const fr_panelspreviewinvalid2 = /** @type {(inputs: Panelspreviewinvalid2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.trigger} » n'est pas un déclencheur de campagne valide (3 chiffres).`)
};

/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelspreviewinvalid2 = fr_panelspreviewinvalid2;
export { panelspreviewinvalid2 as "panelsPreviewInvalid" }