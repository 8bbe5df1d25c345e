/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const sv_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behövs inte om du är inloggad`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = sv_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }