/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingintransit2Inputs */

const sk_trackingintransit2 = /** @type {(inputs: Trackingintransit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na ceste`)
};

/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingintransit2 = sk_trackingintransit2;
export { trackingintransit2 as "trackingInTransit" }