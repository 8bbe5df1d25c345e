/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcode2Inputs */

const cs_trackingzipcode2 = /** @type {(inputs: Trackingzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PSČ doručovací adresy`)
};

/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingzipcode2 = cs_trackingzipcode2;
export { trackingzipcode2 as "trackingZipCode" }