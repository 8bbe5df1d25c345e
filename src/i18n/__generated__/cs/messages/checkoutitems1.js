/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutitems1Inputs */

const cs_checkoutitems1 = /** @type {(inputs: Checkoutitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše zboží`)
};

/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutitems1 = cs_checkoutitems1;
export { checkoutitems1 as "checkoutItems" }