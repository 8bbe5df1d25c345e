/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstreet1Inputs */

const cs_checkoutstreet1 = /** @type {(inputs: Checkoutstreet1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulice`)
};

/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutstreet1 = cs_checkoutstreet1;
export { checkoutstreet1 as "checkoutStreet" }