/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingordernumber2Inputs */

const nl_trackingordernumber2 = /** @type {(inputs: Trackingordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordernummer`)
};

/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingordernumber2 = nl_trackingordernumber2;
export { trackingordernumber2 as "trackingOrderNumber" }