/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productalldetails2Inputs */

const de_productalldetails2 = /** @type {(inputs: Productalldetails2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Produktdetails ansehen`)
};

/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productalldetails2 = de_productalldetails2;
export { productalldetails2 as "productAllDetails" }