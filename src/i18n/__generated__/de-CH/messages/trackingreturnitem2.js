/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, quantity: NonNullable<unknown> }} Trackingreturnitem2Inputs */

const de_ch2_trackingreturnitem2 = /** @type {(inputs: Trackingreturnitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Grösse ${i?.size}, ${i?.quantity} Stück`)
};

/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnitem2 = de_ch2_trackingreturnitem2;
export { trackingreturnitem2 as "trackingReturnItem" }