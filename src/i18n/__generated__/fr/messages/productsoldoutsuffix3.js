/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const fr_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, épuisé`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = fr_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }