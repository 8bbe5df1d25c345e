/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutredeem1Inputs */

const sk_checkoutredeem1 = /** @type {(inputs: Checkoutredeem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uplatniť`)
};

/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutredeem1 = sk_checkoutredeem1;
export { checkoutredeem1 as "checkoutRedeem" }