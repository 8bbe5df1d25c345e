/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingannounced1Inputs */

const nl_trackingannounced1 = /** @type {(inputs: Trackingannounced1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemeld`)
};

/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingannounced1 = nl_trackingannounced1;
export { trackingannounced1 as "trackingAnnounced" }