/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealrecycledtext3Inputs */

const sk_productsealrecycledtext3 = /** @type {(inputs: Productsealrecycledtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsahuje recyklované vlákna, a šetrí tak suroviny.`)
};

/**

* @param {Productsealrecycledtext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealrecycledtext3 = sk_productsealrecycledtext3;
export { productsealrecycledtext3 as "productSealRecycledText" }