/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafety1Inputs */

const de_ch2_productsafety1 = /** @type {(inputs: Productsafety1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktsicherheit`)
};

/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsafety1 = de_ch2_productsafety1;
export { productsafety1 as "productSafety" }