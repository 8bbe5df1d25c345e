/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customernotverified2Inputs */

const fr_customernotverified2 = /** @type {(inputs: Customernotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre adresse e-mail`)
};

/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customernotverified2 = fr_customernotverified2;
export { customernotverified2 as "customerNotVerified" }