/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaybyqr3Inputs */

const sk_customerpaybyqr3 = /** @type {(inputs: Customerpaybyqr3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaplatiť QR kódom`)
};

/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpaybyqr3 = sk_customerpaybyqr3;
export { customerpaybyqr3 as "customerPayByQr" }