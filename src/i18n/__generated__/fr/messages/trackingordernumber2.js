/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingordernumber2Inputs */

const fr_trackingordernumber2 = /** @type {(inputs: Trackingordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingordernumber2 = fr_trackingordernumber2;
export { trackingordernumber2 as "trackingOrderNumber" }