/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const nl_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wordt bezorgd`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = nl_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }