/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgreenbuttontext4Inputs */

const cs_productsealgreenbuttontext4 = /** @type {(inputs: Productsealgreenbuttontext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Státní certifikát pro sociálně a ekologicky vyrobený textil.`)
};

/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealgreenbuttontext4 = cs_productsealgreenbuttontext4;
export { productsealgreenbuttontext4 as "productSealGreenButtonText" }