/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const fr_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 2 à 4 jours ouvrés`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = fr_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }