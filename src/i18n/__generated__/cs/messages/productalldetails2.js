/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productalldetails2Inputs */

const cs_productalldetails2 = /** @type {(inputs: Productalldetails2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobrazit všechny detaily produktu`)
};

/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productalldetails2 = cs_productalldetails2;
export { productalldetails2 as "productAllDetails" }