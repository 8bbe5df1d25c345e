/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinclvat2Inputs */

const sk_productinclvat2 = /** @type {(inputs: Productinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vrátane DPH,`)
};

/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productinclvat2 = sk_productinclvat2;
export { productinclvat2 as "productInclVat" }