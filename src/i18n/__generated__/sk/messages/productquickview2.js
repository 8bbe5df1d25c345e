/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productquickview2Inputs */

const sk_productquickview2 = /** @type {(inputs: Productquickview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rýchly náhľad`)
};

/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productquickview2 = sk_productquickview2;
export { productquickview2 as "productQuickView" }