/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const nl_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet nodig als je bent ingelogd`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = nl_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }