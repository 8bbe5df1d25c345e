/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productalldetails2Inputs */

const fr_productalldetails2 = /** @type {(inputs: Productalldetails2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les détails du produit`)
};

/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productalldetails2 = fr_productalldetails2;
export { productalldetails2 as "productAllDetails" }