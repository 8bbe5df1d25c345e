/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Trackingparcelnumber2Inputs */

const nl_trackingparcelnumber2 = /** @type {(inputs: Trackingparcelnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.carrier}, trackingnummer ${i?.trackingNumber}`)
};

/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingparcelnumber2 = nl_trackingparcelnumber2;
export { trackingparcelnumber2 as "trackingParcelNumber" }