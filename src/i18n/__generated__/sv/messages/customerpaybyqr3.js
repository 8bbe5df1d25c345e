/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaybyqr3Inputs */

const sv_customerpaybyqr3 = /** @type {(inputs: Customerpaybyqr3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betala med QR-kod`)
};

/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaybyqr3 = sv_customerpaybyqr3;
export { customerpaybyqr3 as "customerPayByQr" }