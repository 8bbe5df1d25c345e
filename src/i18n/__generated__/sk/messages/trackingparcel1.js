/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, status: NonNullable<unknown> }} Trackingparcel1Inputs */

const sk_trackingparcel1 = /** @type {(inputs: Trackingparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balík ${i?.index} z ${i?.count}: ${i?.status}`)
};

/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingparcel1 = sk_trackingparcel1;
export { trackingparcel1 as "trackingParcel" }