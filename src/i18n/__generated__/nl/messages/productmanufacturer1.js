/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productmanufacturer1Inputs */

const nl_productmanufacturer1 = /** @type {(inputs: Productmanufacturer1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabrikant`)
};

/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productmanufacturer1 = nl_productmanufacturer1;
export { productmanufacturer1 as "productManufacturer" }