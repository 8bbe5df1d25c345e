/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafety1Inputs */

const cs_productsafety1 = /** @type {(inputs: Productsafety1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečnost produktu`)
};

/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsafety1 = cs_productsafety1;
export { productsafety1 as "productSafety" }