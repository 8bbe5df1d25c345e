/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafety1Inputs */

const fr_productsafety1 = /** @type {(inputs: Productsafety1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité du produit`)
};

/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsafety1 = fr_productsafety1;
export { productsafety1 as "productSafety" }