/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetywarnings2Inputs */

const cs_productsafetywarnings2 = /** @type {(inputs: Productsafetywarnings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečnostní upozornění`)
};

/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsafetywarnings2 = cs_productsafetywarnings2;
export { productsafetywarnings2 as "productSafetyWarnings" }