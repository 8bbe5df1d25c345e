/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutremove1Inputs */

const nl_checkoutremove1 = /** @type {(inputs: Checkoutremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderen`)
};

/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutremove1 = nl_checkoutremove1;
export { checkoutremove1 as "checkoutRemove" }