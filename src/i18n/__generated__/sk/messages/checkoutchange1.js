/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchange1Inputs */

const sk_checkoutchange1 = /** @type {(inputs: Checkoutchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmeniť`)
};

/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutchange1 = sk_checkoutchange1;
export { checkoutchange1 as "checkoutChange" }