/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafety1Inputs */

const sk_productsafety1 = /** @type {(inputs: Productsafety1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečnosť produktu`)
};

/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsafety1 = sk_productsafety1;
export { productsafety1 as "productSafety" }