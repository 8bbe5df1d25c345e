/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Trackingstatus1Inputs */

const nl_trackingstatus1 = /** @type {(inputs: Trackingstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingstatus1 = nl_trackingstatus1;
export { trackingstatus1 as "trackingStatus" }