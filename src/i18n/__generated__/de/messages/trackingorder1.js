/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Trackingorder1Inputs */

const de_trackingorder1 = /** @type {(inputs: Trackingorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung ${i?.orderNumber}`)
};

/**

* @param {Trackingorder1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingorder1 = de_trackingorder1;
export { trackingorder1 as "trackingOrder" }