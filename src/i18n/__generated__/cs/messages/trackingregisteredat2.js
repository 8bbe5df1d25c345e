/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trackingregisteredat2Inputs */

const cs_trackingregisteredat2 = /** @type {(inputs: Trackingregisteredat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nahlášeno ${i?.date}`)
};

/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingregisteredat2 = cs_trackingregisteredat2;
export { trackingregisteredat2 as "trackingRegisteredAt" }