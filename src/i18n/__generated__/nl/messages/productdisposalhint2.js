/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const nl_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bij de levering nemen we je oude stukken mee en voeren ze vakkundig af.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = nl_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }