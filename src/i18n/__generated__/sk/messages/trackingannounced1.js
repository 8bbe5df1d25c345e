/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingannounced1Inputs */

const sk_trackingannounced1 = /** @type {(inputs: Trackingannounced1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avizované`)
};

/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingannounced1 = sk_trackingannounced1;
export { trackingannounced1 as "trackingAnnounced" }