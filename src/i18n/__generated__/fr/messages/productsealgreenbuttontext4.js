/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealgreenbuttontext4Inputs */

const fr_productsealgreenbuttontext4 = /** @type {(inputs: Productsealgreenbuttontext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Label public allemand pour des textiles produits de façon sociale et écologique.`)
};

/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealgreenbuttontext4 = fr_productsealgreenbuttontext4;
export { productsealgreenbuttontext4 as "productSealGreenButtonText" }