/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteppayment2Inputs */

const cs_checkoutsteppayment2 = /** @type {(inputs: Checkoutsteppayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Způsob platby`)
};

/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsteppayment2 = cs_checkoutsteppayment2;
export { checkoutsteppayment2 as "checkoutStepPayment" }