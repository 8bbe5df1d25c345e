/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinclvat2Inputs */

const cs_productinclvat2 = /** @type {(inputs: Productinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vč. DPH,`)
};

/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productinclvat2 = cs_productinclvat2;
export { productinclvat2 as "productInclVat" }