/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productaddtobasket3Inputs */

const sk_productaddtobasket3 = /** @type {(inputs: Productaddtobasket3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do košíka`)
};

/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productaddtobasket3 = sk_productaddtobasket3;
export { productaddtobasket3 as "productAddToBasket" }