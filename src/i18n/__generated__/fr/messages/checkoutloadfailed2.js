/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const fr_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La caisse n’a pas pu être chargée. Veuillez recharger la page.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = fr_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }