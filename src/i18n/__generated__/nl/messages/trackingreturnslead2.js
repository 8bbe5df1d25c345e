/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const nl_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Is je retour aangekomen? Vul je ordernummer en de postcode van het bezorgadres in. Hoe je artikelen terugstuurt, lees je onder ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = nl_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }