/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnstitle2Inputs */

const de_ch2_trackingreturnstitle2 = /** @type {(inputs: Trackingreturnstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourenstatus`)
};

/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnstitle2 = de_ch2_trackingreturnstitle2;
export { trackingreturnstitle2 as "trackingReturnsTitle" }