/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutredeem1Inputs */

const de_checkoutredeem1 = /** @type {(inputs: Checkoutredeem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einlösen`)
};

/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutredeem1 = de_checkoutredeem1;
export { checkoutredeem1 as "checkoutRedeem" }