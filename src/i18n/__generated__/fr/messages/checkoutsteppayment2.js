/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteppayment2Inputs */

const fr_checkoutsteppayment2 = /** @type {(inputs: Checkoutsteppayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement`)
};

/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsteppayment2 = fr_checkoutsteppayment2;
export { checkoutsteppayment2 as "checkoutStepPayment" }