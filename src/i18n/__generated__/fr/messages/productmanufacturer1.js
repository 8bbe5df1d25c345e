/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productmanufacturer1Inputs */

const fr_productmanufacturer1 = /** @type {(inputs: Productmanufacturer1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabricant`)
};

/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productmanufacturer1 = fr_productmanufacturer1;
export { productmanufacturer1 as "productManufacturer" }