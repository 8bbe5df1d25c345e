/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnote2Inputs */

const nl_productdisposalnote2 = /** @type {(inputs: Productdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informatie over afvoer`)
};

/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productdisposalnote2 = nl_productdisposalnote2;
export { productdisposalnote2 as "productDisposalNote" }