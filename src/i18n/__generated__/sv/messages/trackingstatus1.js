/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Trackingstatus1Inputs */

const sv_trackingstatus1 = /** @type {(inputs: Trackingstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingstatus1 = sv_trackingstatus1;
export { trackingstatus1 as "trackingStatus" }