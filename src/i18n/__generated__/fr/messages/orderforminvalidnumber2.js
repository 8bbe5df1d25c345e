/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const fr_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro d’article non valable`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = fr_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }