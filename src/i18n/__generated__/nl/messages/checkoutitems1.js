/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutitems1Inputs */

const nl_checkoutitems1 = /** @type {(inputs: Checkoutitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je artikelen`)
};

/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutitems1 = nl_checkoutitems1;
export { checkoutitems1 as "checkoutItems" }