/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutremove1Inputs */

const sk_checkoutremove1 = /** @type {(inputs: Checkoutremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odobrať`)
};

/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutremove1 = sk_checkoutremove1;
export { checkoutremove1 as "checkoutRemove" }