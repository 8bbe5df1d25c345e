/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Trackingorder1Inputs */

const nl_trackingorder1 = /** @type {(inputs: Trackingorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestelling ${i?.orderNumber}`)
};

/**

* @param {Trackingorder1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingorder1 = nl_trackingorder1;
export { trackingorder1 as "trackingOrder" }