/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const de_ch2_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampagnen-Trigger`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = de_ch2_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }