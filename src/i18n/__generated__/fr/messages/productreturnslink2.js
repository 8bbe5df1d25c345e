/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnslink2Inputs */

const fr_productreturnslink2 = /** @type {(inputs: Productreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout sur les retours`)
};

/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productreturnslink2 = fr_productreturnslink2;
export { productreturnslink2 as "productReturnsLink" }