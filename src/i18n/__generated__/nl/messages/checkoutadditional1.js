/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditional1Inputs */

const nl_checkoutadditional1 = /** @type {(inputs: Checkoutadditional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toevoeging`)
};

/**

* @param {Checkoutadditional1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutadditional1 = nl_checkoutadditional1;
export { checkoutadditional1 as "checkoutAdditional" }