/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const nl_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campagnetrigger`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = nl_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }