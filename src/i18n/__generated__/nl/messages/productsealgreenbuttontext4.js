/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgreenbuttontext4Inputs */

const nl_productsealgreenbuttontext4 = /** @type {(inputs: Productsealgreenbuttontext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duits overheidskeurmerk voor sociaal en ecologisch geproduceerd textiel.`)
};

/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealgreenbuttontext4 = nl_productsealgreenbuttontext4;
export { productsealgreenbuttontext4 as "productSealGreenButtonText" }