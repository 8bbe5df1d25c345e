/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customernotverified2Inputs */

const sk_customernotverified2 = /** @type {(inputs: Customernotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrďte, prosím, svoju e-mailovú adresu`)
};

/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customernotverified2 = sk_customernotverified2;
export { customernotverified2 as "customerNotVerified" }