/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutredeem1Inputs */

const nl_checkoutredeem1 = /** @type {(inputs: Checkoutredeem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzilveren`)
};

/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutredeem1 = nl_checkoutredeem1;
export { checkoutredeem1 as "checkoutRedeem" }