/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinformation1Inputs */

const nl_productinformation1 = /** @type {(inputs: Productinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productinformatie`)
};

/**

* @param {Productinformation1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productinformation1 = nl_productinformation1;
export { productinformation1 as "productInformation" }