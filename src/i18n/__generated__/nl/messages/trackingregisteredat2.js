/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trackingregisteredat2Inputs */

const nl_trackingregisteredat2 = /** @type {(inputs: Trackingregisteredat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aangemeld op ${i?.date}`)
};

/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingregisteredat2 = nl_trackingregisteredat2;
export { trackingregisteredat2 as "trackingRegisteredAt" }