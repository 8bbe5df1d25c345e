/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstreet1Inputs */

const fr_checkoutstreet1 = /** @type {(inputs: Checkoutstreet1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rue`)
};

/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutstreet1 = fr_checkoutstreet1;
export { checkoutstreet1 as "checkoutStreet" }