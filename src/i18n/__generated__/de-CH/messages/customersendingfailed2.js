/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingfailed2Inputs */

const de_ch2_customersendingfailed2 = /** @type {(inputs: Customersendingfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist ein Fehler aufgetreten`)
};

/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customersendingfailed2 = de_ch2_customersendingfailed2;
export { customersendingfailed2 as "customerSendingFailed" }