/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productaddtobasket3Inputs */

const de_ch2_productaddtobasket3 = /** @type {(inputs: Productaddtobasket3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb`)
};

/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productaddtobasket3 = de_ch2_productaddtobasket3;
export { productaddtobasket3 as "productAddToBasket" }