/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnslink2Inputs */

const cs_productreturnslink2 = /** @type {(inputs: Productreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vše o vrácení zboží`)
};

/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productreturnslink2 = cs_productreturnslink2;
export { productreturnslink2 as "productReturnsLink" }