/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnstitle2Inputs */

const sk_trackingreturnstitle2 = /** @type {(inputs: Trackingreturnstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav vrátenia`)
};

/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnstitle2 = sk_trackingreturnstitle2;
export { trackingreturnstitle2 as "trackingReturnsTitle" }