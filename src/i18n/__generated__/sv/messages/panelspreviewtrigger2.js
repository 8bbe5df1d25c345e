/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const sv_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampanjtrigger`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = sv_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }