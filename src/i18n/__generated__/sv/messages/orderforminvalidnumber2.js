/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const sv_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogiltigt artikelnummer`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = sv_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }