/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnone2Inputs */

const fr_productdisposalnone2 = /** @type {(inputs: Productdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans enlèvement`)
};

/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdisposalnone2 = fr_productdisposalnone2;
export { productdisposalnone2 as "productDisposalNone" }