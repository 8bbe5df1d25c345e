/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const sk_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar nám môžete vrátiť zadarmo.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = sk_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }