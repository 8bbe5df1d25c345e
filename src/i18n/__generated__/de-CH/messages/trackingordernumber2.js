/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingordernumber2Inputs */

const de_ch2_trackingordernumber2 = /** @type {(inputs: Trackingordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellnummer`)
};

/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingordernumber2 = de_ch2_trackingordernumber2;
export { trackingordernumber2 as "trackingOrderNumber" }