/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const sk_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tomuto tovaru nie sú k dispozícii údaje o bezpečnosti produktu.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = sk_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }