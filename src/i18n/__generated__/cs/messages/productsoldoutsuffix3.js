/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const cs_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, vyprodáno`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = cs_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }