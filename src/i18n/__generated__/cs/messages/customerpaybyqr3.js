/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaybyqr3Inputs */

const cs_customerpaybyqr3 = /** @type {(inputs: Customerpaybyqr3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaplatit QR kódem`)
};

/**

* @param {Customerpaybyqr3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpaybyqr3 = cs_customerpaybyqr3;
export { customerpaybyqr3 as "customerPayByQr" }