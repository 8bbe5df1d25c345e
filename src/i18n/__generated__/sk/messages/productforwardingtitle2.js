/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const sk_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doprava špedíciou`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = sk_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }