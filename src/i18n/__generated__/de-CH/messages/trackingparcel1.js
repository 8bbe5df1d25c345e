/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, status: NonNullable<unknown> }} Trackingparcel1Inputs */

const de_ch2_trackingparcel1 = /** @type {(inputs: Trackingparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paket ${i?.index} von ${i?.count}: ${i?.status}`)
};

/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingparcel1 = de_ch2_trackingparcel1;
export { trackingparcel1 as "trackingParcel" }