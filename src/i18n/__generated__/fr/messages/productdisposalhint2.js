/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const fr_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la livraison, nous reprenons vos anciens articles et les éliminons dans les règles.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = fr_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }