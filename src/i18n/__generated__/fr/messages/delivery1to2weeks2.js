/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const fr_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 1 à 2 semaines`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = fr_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }