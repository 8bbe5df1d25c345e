/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplacing1Inputs */

const nl_checkoutplacing1 = /** @type {(inputs: Checkoutplacing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelling wordt afgerond …`)
};

/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutplacing1 = nl_checkoutplacing1;
export { checkoutplacing1 as "checkoutPlacing" }