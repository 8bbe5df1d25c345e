/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingintransit2Inputs */

const nl_trackingintransit2 = /** @type {(inputs: Trackingintransit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderweg`)
};

/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingintransit2 = nl_trackingintransit2;
export { trackingintransit2 as "trackingInTransit" }