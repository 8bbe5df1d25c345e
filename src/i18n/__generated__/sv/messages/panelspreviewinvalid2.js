/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trigger: NonNullable<unknown> }} Panelspreviewinvalid2Inputs */

const sv_panelspreviewinvalid2 = /** @type {(inputs: Panelspreviewinvalid2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`”${i?.trigger}” är ingen giltig kampanjtrigger (3 siffror).`)
};

/**

* @param {Panelspreviewinvalid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewinvalid2 = sv_panelspreviewinvalid2;
export { panelspreviewinvalid2 as "panelsPreviewInvalid" }