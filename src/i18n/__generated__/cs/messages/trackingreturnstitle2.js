/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnstitle2Inputs */

const cs_trackingreturnstitle2 = /** @type {(inputs: Trackingreturnstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav vratky`)
};

/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnstitle2 = cs_trackingreturnstitle2;
export { trackingreturnstitle2 as "trackingReturnsTitle" }