/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnstitle2Inputs */

const nl_trackingreturnstitle2 = /** @type {(inputs: Trackingreturnstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourstatus`)
};

/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingreturnstitle2 = nl_trackingreturnstitle2;
export { trackingreturnstitle2 as "trackingReturnsTitle" }