/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewsettrigger3Inputs */

const cs_panelspreviewsettrigger3 = /** @type {(inputs: Panelspreviewsettrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastavit spouštěč`)
};

/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewsettrigger3 = cs_panelspreviewsettrigger3;
export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" }