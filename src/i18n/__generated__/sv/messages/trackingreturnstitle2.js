/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnstitle2Inputs */

const sv_trackingreturnstitle2 = /** @type {(inputs: Trackingreturnstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returstatus`)
};

/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnstitle2 = sv_trackingreturnstitle2;
export { trackingreturnstitle2 as "trackingReturnsTitle" }