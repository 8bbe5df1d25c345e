/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsafetynone2Inputs */

const sv_productsafetynone2 = /** @type {(inputs: Productsafetynone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det finns ingen information om produktsäkerhet för den här artikeln.`)
};

/**

* @param {Productsafetynone2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsafetynone2 = sv_productsafetynone2;
export { productsafetynone2 as "productSafetyNone" }