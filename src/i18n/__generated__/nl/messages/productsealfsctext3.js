/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const nl_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hout uit verantwoord beheerde bossen.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = nl_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }