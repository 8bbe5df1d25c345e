/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customernotverified2Inputs */

const cs_customernotverified2 = /** @type {(inputs: Customernotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrďte prosím svou e-mailovou adresu`)
};

/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customernotverified2 = cs_customernotverified2;
export { customernotverified2 as "customerNotVerified" }