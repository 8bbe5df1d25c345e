/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestolder2Inputs */

const fr_customerrequestolder2 = /** @type {(inputs: Customerrequestolder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander des factures plus anciennes`)
};

/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerrequestolder2 = fr_customerrequestolder2;
export { customerrequestolder2 as "customerRequestOlder" }