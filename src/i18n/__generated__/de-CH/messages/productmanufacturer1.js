/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productmanufacturer1Inputs */

const de_ch2_productmanufacturer1 = /** @type {(inputs: Productmanufacturer1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hersteller`)
};

/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productmanufacturer1 = de_ch2_productmanufacturer1;
export { productmanufacturer1 as "productManufacturer" }