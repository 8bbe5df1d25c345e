/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealfsctext3Inputs */

const cs_productsealfsctext3 = /** @type {(inputs: Productsealfsctext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dřevo z odpovědně obhospodařovaných lesů.`)
};

/**

* @param {Productsealfsctext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealfsctext3 = cs_productsealfsctext3;
export { productsealfsctext3 as "productSealFscText" }