/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutremove1Inputs */

const cs_checkoutremove1 = /** @type {(inputs: Checkoutremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odebrat`)
};

/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutremove1 = cs_checkoutremove1;
export { checkoutremove1 as "checkoutRemove" }