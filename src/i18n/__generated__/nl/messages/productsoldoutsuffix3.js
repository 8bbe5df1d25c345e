/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const nl_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, uitverkocht`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = nl_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }