/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteppayment2Inputs */

const sk_checkoutsteppayment2 = /** @type {(inputs: Checkoutsteppayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spôsob platby`)
};

/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsteppayment2 = sk_checkoutsteppayment2;
export { checkoutsteppayment2 as "checkoutStepPayment" }