/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const de_ch2_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthält recycelte Fasern und schont so Rohstoffe.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = de_ch2_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }