/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const cs_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tomuto zboží nejsou k dispozici údaje o bezpečnosti produktu.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = cs_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }