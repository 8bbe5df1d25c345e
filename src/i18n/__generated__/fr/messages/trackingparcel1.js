/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, status: NonNullable<unknown> }} Trackingparcel1Inputs */

const fr_trackingparcel1 = /** @type {(inputs: Trackingparcel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colis ${i?.index} sur ${i?.count} : ${i?.status}`)
};

/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingparcel1 = fr_trackingparcel1;
export { trackingparcel1 as "trackingParcel" }