/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productquickview2Inputs */

const cs_productquickview2 = /** @type {(inputs: Productquickview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rychlý náhled`)
};

/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productquickview2 = cs_productquickview2;
export { productquickview2 as "productQuickView" }