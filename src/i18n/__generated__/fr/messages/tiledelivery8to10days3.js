/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const fr_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 8 à 10 jours ouvrés`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = fr_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }