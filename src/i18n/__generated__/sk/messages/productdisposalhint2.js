/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const sk_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri doručení Vaše staré kusy odvezieme a odborne zlikvidujeme.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = sk_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }