/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnslink2Inputs */

const de_ch2_productreturnslink2 = /** @type {(inputs: Productreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles zur Rückgabe`)
};

/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productreturnslink2 = de_ch2_productreturnslink2;
export { productreturnslink2 as "productReturnsLink" }