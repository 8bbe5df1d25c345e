/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Trackingstatus1Inputs */

const de_trackingstatus1 = /** @type {(inputs: Trackingstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingstatus1 = de_trackingstatus1;
export { trackingstatus1 as "trackingStatus" }