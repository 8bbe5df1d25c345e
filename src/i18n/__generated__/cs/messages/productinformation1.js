/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinformation1Inputs */

const cs_productinformation1 = /** @type {(inputs: Productinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informace o produktu`)
};

/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productinformation1 = cs_productinformation1;
export { productinformation1 as "productInformation" }