/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingannounced1Inputs */

const fr_trackingannounced1 = /** @type {(inputs: Trackingannounced1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annoncé`)
};

/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingannounced1 = fr_trackingannounced1;
export { trackingannounced1 as "trackingAnnounced" }