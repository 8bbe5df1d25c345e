/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinformation1Inputs */

const de_ch2_productinformation1 = /** @type {(inputs: Productinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktinformationen`)
};

/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productinformation1 = de_ch2_productinformation1;
export { productinformation1 as "productInformation" }