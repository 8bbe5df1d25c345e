/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingannounced1Inputs */

const de_ch2_trackingannounced1 = /** @type {(inputs: Trackingannounced1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angekündigt`)
};

/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingannounced1 = de_ch2_trackingannounced1;
export { trackingannounced1 as "trackingAnnounced" }