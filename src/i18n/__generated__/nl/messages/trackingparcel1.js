/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, status: NonNullable<unknown> }} Trackingparcel1Inputs */

const nl_trackingparcel1 = /** @type {(inputs: Trackingparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pakket ${i?.index} van ${i?.count}: ${i?.status}`)
};

/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingparcel1 = nl_trackingparcel1;
export { trackingparcel1 as "trackingParcel" }