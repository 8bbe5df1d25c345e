/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditional1Inputs */

const sk_checkoutadditional1 = /** @type {(inputs: Checkoutadditional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doplnok adresy`)
};

/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutadditional1 = sk_checkoutadditional1;
export { checkoutadditional1 as "checkoutAdditional" }