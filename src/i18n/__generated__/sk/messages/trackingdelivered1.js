/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingdelivered1Inputs */

const sk_trackingdelivered1 = /** @type {(inputs: Trackingdelivered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručené`)
};

/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingdelivered1 = sk_trackingdelivered1;
export { trackingdelivered1 as "trackingDelivered" }