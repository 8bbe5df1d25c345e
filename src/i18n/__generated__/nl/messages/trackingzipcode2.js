/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcode2Inputs */

const nl_trackingzipcode2 = /** @type {(inputs: Trackingzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postcode bezorgadres`)
};

/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingzipcode2 = nl_trackingzipcode2;
export { trackingzipcode2 as "trackingZipCode" }