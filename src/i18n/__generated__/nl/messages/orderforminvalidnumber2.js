/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const nl_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongeldig artikelnummer`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = nl_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }