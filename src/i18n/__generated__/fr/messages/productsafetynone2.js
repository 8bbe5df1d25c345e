/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const fr_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune information sur la sécurité n’est disponible pour cet article.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = fr_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }