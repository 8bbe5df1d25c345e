/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Trackingstatus1Inputs */

const cs_trackingstatus1 = /** @type {(inputs: Trackingstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stav: ${i?.status}`)
};

/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingstatus1 = cs_trackingstatus1;
export { trackingstatus1 as "trackingStatus" }