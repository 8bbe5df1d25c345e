/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const de_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthält recycelte Fasern und schont so Rohstoffe.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = de_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }