/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Trackingorder1Inputs */

const sv_trackingorder1 = /** @type {(inputs: Trackingorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.orderNumber}`)
};

/**

* @param {Trackingorder1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingorder1 = sv_trackingorder1;
export { trackingorder1 as "trackingOrder" }