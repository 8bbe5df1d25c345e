/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetywarnings2Inputs */

const sk_productsafetywarnings2 = /** @type {(inputs: Productsafetywarnings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečnostné upozornenia`)
};

/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsafetywarnings2 = sk_productsafetywarnings2;
export { productsafetywarnings2 as "productSafetyWarnings" }