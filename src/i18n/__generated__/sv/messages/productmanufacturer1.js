/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productmanufacturer1Inputs */

const sv_productmanufacturer1 = /** @type {(inputs: Productmanufacturer1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillverkare`)
};

/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productmanufacturer1 = sv_productmanufacturer1;
export { productmanufacturer1 as "productManufacturer" }