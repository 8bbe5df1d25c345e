/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingordernumber2Inputs */

const sk_trackingordernumber2 = /** @type {(inputs: Trackingordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo objednávky`)
};

/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingordernumber2 = sk_trackingordernumber2;
export { trackingordernumber2 as "trackingOrderNumber" }