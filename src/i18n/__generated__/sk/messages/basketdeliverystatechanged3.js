/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdeliverystatechanged3Inputs */

const sk_basketdeliverystatechanged3 = /** @type {(inputs: Basketdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri niektorom tovare vo Vašom košíku sa zmenila dostupnosť. Skontrolujte prosím svoj košík.`)
};

/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdeliverystatechanged3 = sk_basketdeliverystatechanged3;
export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" }