/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnslink2Inputs */

const sv_productreturnslink2 = /** @type {(inputs: Productreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allt om returer`)
};

/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productreturnslink2 = sv_productreturnslink2;
export { productreturnslink2 as "productReturnsLink" }