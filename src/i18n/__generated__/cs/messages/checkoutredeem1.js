/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutredeem1Inputs */

const cs_checkoutredeem1 = /** @type {(inputs: Checkoutredeem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uplatnit`)
};

/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutredeem1 = cs_checkoutredeem1;
export { checkoutredeem1 as "checkoutRedeem" }