/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutdeliverystatechanged3Inputs */

const cs_checkoutdeliverystatechanged3 = /** @type {(inputs: Checkoutdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav dodání některých položek se změnil. Zkontrolujte prosím objednávku a objednejte znovu.`)
};

/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutdeliverystatechanged3 = cs_checkoutdeliverystatechanged3;
export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" }