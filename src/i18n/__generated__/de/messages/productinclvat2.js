/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinclvat2Inputs */

const de_productinclvat2 = /** @type {(inputs: Productinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inkl. MwSt.,`)
};

/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productinclvat2 = de_productinclvat2;
export { productinclvat2 as "productInclVat" }