/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelspreviewtrigger2Inputs */

const sk_panelspreviewtrigger2 = /** @type {(inputs: Panelspreviewtrigger2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spúšťač kampane`)
};

/**

* @param {Panelspreviewtrigger2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelspreviewtrigger2 = sk_panelspreviewtrigger2;
export { panelspreviewtrigger2 as "panelsPreviewTrigger" }