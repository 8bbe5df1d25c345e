/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Trackingparcelnumber2Inputs */

const cs_trackingparcelnumber2 = /** @type {(inputs: Trackingparcelnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.carrier}, číslo zásilky ${i?.trackingNumber}`)
};

/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingparcelnumber2 = cs_trackingparcelnumber2;
export { trackingparcelnumber2 as "trackingParcelNumber" }