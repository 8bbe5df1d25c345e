/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingdelivered1Inputs */

const de_trackingdelivered1 = /** @type {(inputs: Trackingdelivered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingdelivered1 = de_trackingdelivered1;
export { trackingdelivered1 as "trackingDelivered" }