/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productmanufacturer1Inputs */

const de_productmanufacturer1 = /** @type {(inputs: Productmanufacturer1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hersteller`)
};

/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productmanufacturer1 = de_productmanufacturer1;
export { productmanufacturer1 as "productManufacturer" }