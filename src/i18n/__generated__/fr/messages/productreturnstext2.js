/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const fr_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez nous retourner vos articles gratuitement.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = fr_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }