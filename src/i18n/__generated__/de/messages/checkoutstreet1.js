/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstreet1Inputs */

const de_checkoutstreet1 = /** @type {(inputs: Checkoutstreet1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straße`)
};

/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutstreet1 = de_checkoutstreet1;
export { checkoutstreet1 as "checkoutStreet" }