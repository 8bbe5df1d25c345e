/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const sk_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drevo zo zodpovedne obhospodarovaných lesov.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = sk_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }