/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingsuccess2Inputs */

const de_ch2_customersendingsuccess2 = /** @type {(inputs: Customersendingsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfolgreich versendet.`)
};

/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customersendingsuccess2 = de_ch2_customersendingsuccess2;
export { customersendingsuccess2 as "customerSendingSuccess" }