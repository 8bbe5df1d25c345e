/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingdelivered1Inputs */

const sv_trackingdelivered1 = /** @type {(inputs: Trackingdelivered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levererad`)
};

/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingdelivered1 = sv_trackingdelivered1;
export { trackingdelivered1 as "trackingDelivered" }