/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcosts1Inputs */

const sk_checkoutcosts1 = /** @type {(inputs: Checkoutcosts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Náklady`)
};

/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcosts1 = sk_checkoutcosts1;
export { checkoutcosts1 as "checkoutCosts" }