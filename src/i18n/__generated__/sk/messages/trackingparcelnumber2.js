/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Trackingparcelnumber2Inputs */

const sk_trackingparcelnumber2 = /** @type {(inputs: Trackingparcelnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.carrier}, číslo zásielky ${i?.trackingNumber}`)
};

/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingparcelnumber2 = sk_trackingparcelnumber2;
export { trackingparcelnumber2 as "trackingParcelNumber" }