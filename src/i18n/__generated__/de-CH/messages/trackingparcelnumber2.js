/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Trackingparcelnumber2Inputs */

const de_ch2_trackingparcelnumber2 = /** @type {(inputs: Trackingparcelnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.carrier}, Sendungsnummer ${i?.trackingNumber}`)
};

/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingparcelnumber2 = de_ch2_trackingparcelnumber2;
export { trackingparcelnumber2 as "trackingParcelNumber" }