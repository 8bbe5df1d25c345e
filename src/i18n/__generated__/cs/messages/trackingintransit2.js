/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingintransit2Inputs */

const cs_trackingintransit2 = /** @type {(inputs: Trackingintransit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na cestě`)
};

/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingintransit2 = cs_trackingintransit2;
export { trackingintransit2 as "trackingInTransit" }