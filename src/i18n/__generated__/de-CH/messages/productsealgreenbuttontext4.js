/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgreenbuttontext4Inputs */

const de_ch2_productsealgreenbuttontext4 = /** @type {(inputs: Productsealgreenbuttontext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staatliches Siegel für sozial und ökologisch hergestellte Textilien.`)
};

/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productsealgreenbuttontext4 = de_ch2_productsealgreenbuttontext4;
export { productsealgreenbuttontext4 as "productSealGreenButtonText" }