/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestolder2Inputs */

const de_ch2_customerrequestolder2 = /** @type {(inputs: Customerrequestolder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Rechnungen anfordern`)
};

/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerrequestolder2 = de_ch2_customerrequestolder2;
export { customerrequestolder2 as "customerRequestOlder" }