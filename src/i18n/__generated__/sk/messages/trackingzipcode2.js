/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcode2Inputs */

const sk_trackingzipcode2 = /** @type {(inputs: Trackingzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PSČ doručovacej adresy`)
};

/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingzipcode2 = sk_trackingzipcode2;
export { trackingzipcode2 as "trackingZipCode" }