/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trackingregisteredat2Inputs */

const de_trackingregisteredat2 = /** @type {(inputs: Trackingregisteredat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet am ${i?.date}`)
};

/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingregisteredat2 = de_trackingregisteredat2;
export { trackingregisteredat2 as "trackingRegisteredAt" }