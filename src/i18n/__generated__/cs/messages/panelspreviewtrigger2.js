/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const cs_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spouštěč kampaně`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = cs_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }