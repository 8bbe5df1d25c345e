/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const fr_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 8 à 10 jours ouvrés`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = fr_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }