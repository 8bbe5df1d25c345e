/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcosts1Inputs */

const sv_checkoutcosts1 = /** @type {(inputs: Checkoutcosts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostnader`)
};

/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcosts1 = sv_checkoutcosts1;
export { checkoutcosts1 as "checkoutCosts" }