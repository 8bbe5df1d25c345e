/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const de_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diesen Artikel liegen keine Angaben zur Produktsicherheit vor.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = de_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }