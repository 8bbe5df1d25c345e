/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstreet1Inputs */

const nl_checkoutstreet1 = /** @type {(inputs: Checkoutstreet1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straat`)
};

/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutstreet1 = nl_checkoutstreet1;
export { checkoutstreet1 as "checkoutStreet" }