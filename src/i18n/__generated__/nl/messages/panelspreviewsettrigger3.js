/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewsettrigger3Inputs */

const nl_panelspreviewsettrigger3 = /** @type {(inputs: Panelspreviewsettrigger3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trigger instellen`)
};

/**

* @param {Panelspreviewsettrigger3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewsettrigger3 = nl_panelspreviewsettrigger3;
export { panelspreviewsettrigger3 as "panelsPreviewSetTrigger" }