/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const cs_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Při doručení Vaše staré kusy odvezeme a odborně zlikvidujeme.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = cs_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }