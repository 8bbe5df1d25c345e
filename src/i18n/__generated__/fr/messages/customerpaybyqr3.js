/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaybyqr3Inputs */

const fr_customerpaybyqr3 = /** @type {(inputs: Customerpaybyqr3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer par QR-code`)
};

/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaybyqr3 = fr_customerpaybyqr3;
export { customerpaybyqr3 as "customerPayByQr" }