/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnote2Inputs */

const sk_productdisposalnote2 = /** @type {(inputs: Productdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informácie o likvidácii`)
};

/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productdisposalnote2 = sk_productdisposalnote2;
export { productdisposalnote2 as "productDisposalNote" }