/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewsettrigger3Inputs */

const sv_panelspreviewsettrigger3 = /** @type {(inputs: Panelspreviewsettrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ange trigger`)
};

/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewsettrigger3 = sv_panelspreviewsettrigger3;
export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" }