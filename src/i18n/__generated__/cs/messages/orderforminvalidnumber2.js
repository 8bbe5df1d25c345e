/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const cs_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatné číslo zboží`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = cs_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }