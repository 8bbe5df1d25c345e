/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnote2Inputs */

const sv_productdisposalnote2 = /** @type {(inputs: Productdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information om återvinning`)
};

/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdisposalnote2 = sv_productdisposalnote2;
export { productdisposalnote2 as "productDisposalNote" }