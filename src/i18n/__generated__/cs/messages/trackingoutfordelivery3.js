/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const cs_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručuje se`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = cs_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }