/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const fr_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison sous 2 à 3 semaines`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = fr_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }