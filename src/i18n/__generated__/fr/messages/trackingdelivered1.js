/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingdelivered1Inputs */

const fr_trackingdelivered1 = /** @type {(inputs: Trackingdelivered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livré`)
};

/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingdelivered1 = fr_trackingdelivered1;
export { trackingdelivered1 as "trackingDelivered" }