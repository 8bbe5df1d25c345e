/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Trackingorder1Inputs */

const sk_trackingorder1 = /** @type {(inputs: Trackingorder1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Objednávka ${i?.orderNumber}`)
};

/**

* @param {Trackingorder1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingorder1 = sk_trackingorder1;
export { trackingorder1 as "trackingOrder" }