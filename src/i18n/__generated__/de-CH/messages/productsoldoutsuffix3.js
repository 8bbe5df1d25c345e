/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsoldoutsuffix3Inputs */

const de_ch2_productsoldoutsuffix3 = /** @type {(inputs: Productsoldoutsuffix3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, ausverkauft`)
};

/**

* @param {Productsoldoutsuffix3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsoldoutsuffix3 = de_ch2_productsoldoutsuffix3;
export { productsoldoutsuffix3 as "productSoldOutSuffix" }