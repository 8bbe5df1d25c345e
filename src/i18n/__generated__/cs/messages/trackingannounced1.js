/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingannounced1Inputs */

const cs_trackingannounced1 = /** @type {(inputs: Trackingannounced1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avizováno`)
};

/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingannounced1 = cs_trackingannounced1;
export { trackingannounced1 as "trackingAnnounced" }