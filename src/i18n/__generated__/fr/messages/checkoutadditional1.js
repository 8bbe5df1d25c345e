/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditional1Inputs */

const fr_checkoutadditional1 = /** @type {(inputs: Checkoutadditional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complément d’adresse`)
};

/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutadditional1 = fr_checkoutadditional1;
export { checkoutadditional1 as "checkoutAdditional" }