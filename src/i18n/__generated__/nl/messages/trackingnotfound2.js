/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const nl_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We hebben met deze gegevens geen bestelling gevonden. Controleer het ordernummer en de postcode.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = nl_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }