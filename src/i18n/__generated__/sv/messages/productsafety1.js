/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafety1Inputs */

const sv_productsafety1 = /** @type {(inputs: Productsafety1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktsäkerhet`)
};

/**

* @param {Productsafety1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsafety1 = sv_productsafety1;
export { productsafety1 as "productSafety" }