/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcode2Inputs */

const fr_trackingzipcode2 = /** @type {(inputs: Trackingzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NPA de l’adresse de livraison`)
};

/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingzipcode2 = fr_trackingzipcode2;
export { trackingzipcode2 as "trackingZipCode" }