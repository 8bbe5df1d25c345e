/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const fr_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 5 à 6 jours ouvrés`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = fr_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }