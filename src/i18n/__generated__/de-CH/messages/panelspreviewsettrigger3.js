/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewsettrigger3Inputs */

const de_ch2_panelspreviewsettrigger3 = /** @type {(inputs: Panelspreviewsettrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trigger setzen`)
};

/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelspreviewsettrigger3 = de_ch2_panelspreviewsettrigger3;
export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" }