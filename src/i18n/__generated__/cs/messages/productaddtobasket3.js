/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productaddtobasket3Inputs */

const cs_productaddtobasket3 = /** @type {(inputs: Productaddtobasket3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do košíku`)
};

/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productaddtobasket3 = cs_productaddtobasket3;
export { productaddtobasket3 as "productAddToBasket" }