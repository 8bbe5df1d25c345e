/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingintransit2Inputs */

const de_ch2_trackingintransit2 = /** @type {(inputs: Trackingintransit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterwegs`)
};

/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingintransit2 = de_ch2_trackingintransit2;
export { trackingintransit2 as "trackingInTransit" }