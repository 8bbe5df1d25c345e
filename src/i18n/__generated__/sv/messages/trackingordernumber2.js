/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingordernumber2Inputs */

const sv_trackingordernumber2 = /** @type {(inputs: Trackingordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordernummer`)
};

/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingordernumber2 = sv_trackingordernumber2;
export { trackingordernumber2 as "trackingOrderNumber" }