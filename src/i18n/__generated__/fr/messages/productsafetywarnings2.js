/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetywarnings2Inputs */

const fr_productsafetywarnings2 = /** @type {(inputs: Productsafetywarnings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consignes de sécurité`)
};

/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsafetywarnings2 = fr_productsafetywarnings2;
export { productsafetywarnings2 as "productSafetyWarnings" }