/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trackingregisteredat2Inputs */

const fr_trackingregisteredat2 = /** @type {(inputs: Trackingregisteredat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistré le ${i?.date}`)
};

/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingregisteredat2 = fr_trackingregisteredat2;
export { trackingregisteredat2 as "trackingRegisteredAt" }