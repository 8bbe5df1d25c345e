/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const nl_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waar is mijn pakket? Vul je ordernummer en de postcode van het bezorgadres in.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = nl_trackinglead1;
export { trackinglead1 as "trackingLead" }