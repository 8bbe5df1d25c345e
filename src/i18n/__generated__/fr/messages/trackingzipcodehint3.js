/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const fr_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inutile si vous êtes connecté(e)`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = fr_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }