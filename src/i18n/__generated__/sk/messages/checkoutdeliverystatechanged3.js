/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutdeliverystatechanged3Inputs */

const sk_checkoutdeliverystatechanged3 = /** @type {(inputs: Checkoutdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav dodania niektorých položiek sa zmenil. Skontrolujte prosím objednávku a objednajte znova.`)
};

/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutdeliverystatechanged3 = sk_checkoutdeliverystatechanged3;
export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" }