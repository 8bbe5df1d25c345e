/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetywarnings2Inputs */

const nl_productsafetywarnings2 = /** @type {(inputs: Productsafetywarnings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veiligheidsinstructies`)
};

/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsafetywarnings2 = nl_productsafetywarnings2;
export { productsafetywarnings2 as "productSafetyWarnings" }