/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchange1Inputs */

const nl_checkoutchange1 = /** @type {(inputs: Checkoutchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijzigen`)
};

/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutchange1 = nl_checkoutchange1;
export { checkoutchange1 as "checkoutChange" }