/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Producttobasket2Inputs */

const sk_producttobasket2 = /** @type {(inputs: Producttobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prejsť do košíka`)
};

/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const producttobasket2 = sk_producttobasket2;
export { producttobasket2 as "productToBasket" }