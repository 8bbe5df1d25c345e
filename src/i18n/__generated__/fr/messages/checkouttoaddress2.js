/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const fr_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers l’adresse de livraison`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = fr_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }