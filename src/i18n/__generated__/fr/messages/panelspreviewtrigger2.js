/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const fr_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déclencheur de campagne`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = fr_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }