/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productquickview2Inputs */

const fr_productquickview2 = /** @type {(inputs: Productquickview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu rapide`)
};

/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productquickview2 = fr_productquickview2;
export { productquickview2 as "productQuickView" }