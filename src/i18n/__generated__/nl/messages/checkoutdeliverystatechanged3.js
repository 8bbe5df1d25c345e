/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutdeliverystatechanged3Inputs */

const nl_checkoutdeliverystatechanged3 = /** @type {(inputs: Checkoutdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De leverstatus van sommige artikelen is gewijzigd. Controleer je bestelling en bestel dan opnieuw.`)
};

/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutdeliverystatechanged3 = nl_checkoutdeliverystatechanged3;
export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" }