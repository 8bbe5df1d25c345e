/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutredeem1Inputs */

const fr_checkoutredeem1 = /** @type {(inputs: Checkoutredeem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser`)
};

/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutredeem1 = fr_checkoutredeem1;
export { checkoutredeem1 as "checkoutRedeem" }