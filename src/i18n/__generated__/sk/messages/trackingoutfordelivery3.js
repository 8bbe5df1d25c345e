/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const sk_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručuje sa`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = sk_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }