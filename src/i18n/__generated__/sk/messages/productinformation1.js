/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinformation1Inputs */

const sk_productinformation1 = /** @type {(inputs: Productinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informácie o produkte`)
};

/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productinformation1 = sk_productinformation1;
export { productinformation1 as "productInformation" }