/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productquickview2Inputs */

const de_productquickview2 = /** @type {(inputs: Productquickview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellansicht`)
};

/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productquickview2 = de_productquickview2;
export { productquickview2 as "productQuickView" }