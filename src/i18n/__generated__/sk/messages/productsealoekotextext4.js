/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const sk_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Každá súčasť tovaru je testovaná na škodlivé látky.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = sk_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }