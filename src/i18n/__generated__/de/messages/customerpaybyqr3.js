/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaybyqr3Inputs */

const de_customerpaybyqr3 = /** @type {(inputs: Customerpaybyqr3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit QR-Code bezahlen`)
};

/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpaybyqr3 = de_customerpaybyqr3;
export { customerpaybyqr3 as "customerPayByQr" }