/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const fr_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 5 à 6 jours ouvrés`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = fr_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }