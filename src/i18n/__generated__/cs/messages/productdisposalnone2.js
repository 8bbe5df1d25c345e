/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnone2Inputs */

const cs_productdisposalnone2 = /** @type {(inputs: Productdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez odvozu`)
};

/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdisposalnone2 = cs_productdisposalnone2;
export { productdisposalnone2 as "productDisposalNone" }