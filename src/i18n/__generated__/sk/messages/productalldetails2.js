/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productalldetails2Inputs */

const sk_productalldetails2 = /** @type {(inputs: Productalldetails2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobraziť všetky detaily produktu`)
};

/**

* @param {Productalldetails2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productalldetails2 = sk_productalldetails2;
export { productalldetails2 as "productAllDetails" }