/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnslink2Inputs */

const sk_productreturnslink2 = /** @type {(inputs: Productreturnslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Všetko o vrátení tovaru`)
};

/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productreturnslink2 = sk_productreturnslink2;
export { productreturnslink2 as "productReturnsLink" }