/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const sk_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie je potrebné, ak ste prihlásení`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = sk_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }