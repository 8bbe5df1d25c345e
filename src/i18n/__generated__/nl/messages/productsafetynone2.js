/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const nl_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor dit artikel is geen informatie over productveiligheid beschikbaar.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = nl_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }