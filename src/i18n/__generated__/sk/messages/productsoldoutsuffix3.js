/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const sk_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, vypredané`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = sk_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }