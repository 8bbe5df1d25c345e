/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutdeliverystatechanged3Inputs */

const fr_checkoutdeliverystatechanged3 = /** @type {(inputs: Checkoutdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La disponibilité de certains articles a changé. Veuillez vérifier votre commande, puis commander à nouveau.`)
};

/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutdeliverystatechanged3 = fr_checkoutdeliverystatechanged3;
export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" }