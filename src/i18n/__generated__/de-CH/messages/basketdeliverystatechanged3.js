/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdeliverystatechanged3Inputs */

const de_ch2_basketdeliverystatechanged3 = /** @type {(inputs: Basketdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Lieferstatus hat sich für einige Artikel in Ihrem Warenkorb geändert. Bitte prüfen Sie Ihren Warenkorb.`)
};

/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdeliverystatechanged3 = de_ch2_basketdeliverystatechanged3;
export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" }