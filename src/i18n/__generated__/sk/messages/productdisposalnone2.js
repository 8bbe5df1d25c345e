/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnone2Inputs */

const sk_productdisposalnone2 = /** @type {(inputs: Productdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez odvozu`)
};

/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productdisposalnone2 = sk_productdisposalnone2;
export { productdisposalnone2 as "productDisposalNone" }