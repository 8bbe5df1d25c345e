/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgreenbuttontext4Inputs */

const sk_productsealgreenbuttontext4 = /** @type {(inputs: Productsealgreenbuttontext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Štátny certifikát pre sociálne a ekologicky vyrobený textil.`)
};

/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealgreenbuttontext4 = sk_productsealgreenbuttontext4;
export { productsealgreenbuttontext4 as "productSealGreenButtonText" }