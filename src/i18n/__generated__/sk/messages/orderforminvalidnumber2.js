/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderforminvalidnumber2Inputs */

const sk_orderforminvalidnumber2 = /** @type {(inputs: Orderforminvalidnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatné číslo tovaru`)
};

/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderforminvalidnumber2 = sk_orderforminvalidnumber2;
export { orderforminvalidnumber2 as "orderformInvalidNumber" }