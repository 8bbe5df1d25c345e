/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingdelivered1Inputs */

const cs_trackingdelivered1 = /** @type {(inputs: Trackingdelivered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručeno`)
};

/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingdelivered1 = cs_trackingdelivered1;
export { trackingdelivered1 as "trackingDelivered" }