/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnote2Inputs */

const cs_productdisposalnote2 = /** @type {(inputs: Productdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informace o likvidaci`)
};

/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdisposalnote2 = cs_productdisposalnote2;
export { productdisposalnote2 as "productDisposalNote" }