/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const sv_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, slutsåld`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = sv_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }