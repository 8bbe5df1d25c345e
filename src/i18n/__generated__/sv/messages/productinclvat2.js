/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productinclvat2Inputs */

const sv_productinclvat2 = /** @type {(inputs: Productinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inkl. moms,`)
};

/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productinclvat2 = sv_productinclvat2;
export { productinclvat2 as "productInclVat" }