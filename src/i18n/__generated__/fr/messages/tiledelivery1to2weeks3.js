/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery1to2weeks3Inputs */

const fr_tiledelivery1to2weeks3 = /** @type {(inputs: Tiledelivery1to2weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 1 à 2 semaines`)
};

/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledelivery1to2weeks3 = fr_tiledelivery1to2weeks3;
export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" }