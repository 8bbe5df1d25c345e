/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcosts1Inputs */

const fr_checkoutcosts1 = /** @type {(inputs: Checkoutcosts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coûts`)
};

/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcosts1 = fr_checkoutcosts1;
export { checkoutcosts1 as "checkoutCosts" }