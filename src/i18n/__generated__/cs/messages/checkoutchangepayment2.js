/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchangepayment2Inputs */

const cs_checkoutchangepayment2 = /** @type {(inputs: Checkoutchangepayment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Změnit způsob platby`)
};

/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutchangepayment2 = cs_checkoutchangepayment2;
export { checkoutchangepayment2 as "checkoutChangePayment" }