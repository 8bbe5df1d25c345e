/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Trackingregisteredat2Inputs */

const sk_trackingregisteredat2 = /** @type {(inputs: Trackingregisteredat2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nahlásené ${i?.date}`)
};

/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingregisteredat2 = sk_trackingregisteredat2;
export { trackingregisteredat2 as "trackingRegisteredAt" }