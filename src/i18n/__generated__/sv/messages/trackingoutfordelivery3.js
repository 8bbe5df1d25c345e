/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingoutfordelivery3Inputs */

const sv_trackingoutfordelivery3 = /** @type {(inputs: Trackingoutfordelivery3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ute för leverans`)
};

/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingoutfordelivery3 = sv_trackingoutfordelivery3;
export { trackingoutfordelivery3 as "trackingOutForDelivery" }