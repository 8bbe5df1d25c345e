/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetywarnings2Inputs */

const sv_productsafetywarnings2 = /** @type {(inputs: Productsafetywarnings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Säkerhetsinformation`)
};

/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsafetywarnings2 = sv_productsafetywarnings2;
export { productsafetywarnings2 as "productSafetyWarnings" }