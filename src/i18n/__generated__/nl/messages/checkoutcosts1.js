/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcosts1Inputs */

const nl_checkoutcosts1 = /** @type {(inputs: Checkoutcosts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kosten`)
};

/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcosts1 = nl_checkoutcosts1;
export { checkoutcosts1 as "checkoutCosts" }