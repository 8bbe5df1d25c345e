/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const de_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Zustellung`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = de_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }