/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinformation1Inputs */

const sv_productinformation1 = /** @type {(inputs: Productinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktinformation`)
};

/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productinformation1 = sv_productinformation1;
export { productinformation1 as "productInformation" }