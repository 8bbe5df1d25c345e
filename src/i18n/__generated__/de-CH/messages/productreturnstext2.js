/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const de_ch2_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihre Ware kostenlos an uns zurücksenden.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = de_ch2_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }