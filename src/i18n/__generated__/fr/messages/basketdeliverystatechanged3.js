/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdeliverystatechanged3Inputs */

const fr_basketdeliverystatechanged3 = /** @type {(inputs: Basketdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La disponibilité de certains articles de votre panier a changé. Veuillez vérifier votre panier.`)
};

/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdeliverystatechanged3 = fr_basketdeliverystatechanged3;
export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" }