/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcosts1Inputs */

const de_ch2_checkoutcosts1 = /** @type {(inputs: Checkoutcosts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kosten`)
};

/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcosts1 = de_ch2_checkoutcosts1;
export { checkoutcosts1 as "checkoutCosts" }