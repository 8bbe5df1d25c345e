/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingintransit2Inputs */

const sv_trackingintransit2 = /** @type {(inputs: Trackingintransit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`På väg`)
};

/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingintransit2 = sv_trackingintransit2;
export { trackingintransit2 as "trackingInTransit" }