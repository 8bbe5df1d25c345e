/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productquickview2Inputs */

const nl_productquickview2 = /** @type {(inputs: Productquickview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snel bekijken`)
};

/**

* @param {Productquickview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productquickview2 = nl_productquickview2;
export { productquickview2 as "productQuickView" }