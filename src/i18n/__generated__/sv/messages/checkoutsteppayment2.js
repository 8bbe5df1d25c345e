/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteppayment2Inputs */

const sv_checkoutsteppayment2 = /** @type {(inputs: Checkoutsteppayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betalsätt`)
};

/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsteppayment2 = sv_checkoutsteppayment2;
export { checkoutsteppayment2 as "checkoutStepPayment" }