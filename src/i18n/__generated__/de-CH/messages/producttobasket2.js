/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Producttobasket2Inputs */

const de_ch2_producttobasket2 = /** @type {(inputs: Producttobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Warenkorb`)
};

/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const producttobasket2 = de_ch2_producttobasket2;
export { producttobasket2 as "productToBasket" }