/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinclvat2Inputs */

const nl_productinclvat2 = /** @type {(inputs: Productinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`incl. btw,`)
};

/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productinclvat2 = nl_productinclvat2;
export { productinclvat2 as "productInclVat" }