/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Trackingparcelnumber2Inputs */

const sv_trackingparcelnumber2 = /** @type {(inputs: Trackingparcelnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.carrier}, kolli-id ${i?.trackingNumber}`)
};

/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingparcelnumber2 = sv_trackingparcelnumber2;
export { trackingparcelnumber2 as "trackingParcelNumber" }