/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Trackingstatus1Inputs */

const fr_trackingstatus1 = /** @type {(inputs: Trackingstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut : ${i?.status}`)
};

/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingstatus1 = fr_trackingstatus1;
export { trackingstatus1 as "trackingStatus" }