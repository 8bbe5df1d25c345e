/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customernotverified2Inputs */

const de_customernotverified2 = /** @type {(inputs: Customernotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse`)
};

/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customernotverified2 = de_customernotverified2;
export { customernotverified2 as "customerNotVerified" }