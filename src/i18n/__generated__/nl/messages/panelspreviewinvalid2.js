/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewinvalid2Inputs */

const nl_panelspreviewinvalid2 = /** @type {(inputs: Panelspreviewinvalid2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.trigger}’ is geen geldige campagnetrigger (3 cijfers).`)
};

/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewinvalid2 = nl_panelspreviewinvalid2;
export { panelspreviewinvalid2 as "panelsPreviewInvalid" }