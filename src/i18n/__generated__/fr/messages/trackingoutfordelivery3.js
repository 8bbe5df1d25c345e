/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const fr_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours de livraison`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = fr_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }