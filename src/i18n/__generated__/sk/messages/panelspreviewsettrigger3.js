/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewsettrigger3Inputs */

const sk_panelspreviewsettrigger3 = /** @type {(inputs: Panelspreviewsettrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastaviť spúšťač`)
};

/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewsettrigger3 = sk_panelspreviewsettrigger3;
export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" }