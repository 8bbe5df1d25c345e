/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productshare1Inputs */

const sk_productshare1 = /** @type {(inputs: Productshare1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zdieľať`)
};

/**

* @param {Productshare1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productshare1 = sk_productshare1;
export { productshare1 as "productShare" }