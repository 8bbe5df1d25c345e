/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutitems1Inputs */

const sk_checkoutitems1 = /** @type {(inputs: Checkoutitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš tovar`)
};

/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutitems1 = sk_checkoutitems1;
export { checkoutitems1 as "checkoutItems" }