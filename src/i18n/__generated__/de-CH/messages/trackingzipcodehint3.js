/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const de_ch2_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht nötig, wenn Sie angemeldet sind`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = de_ch2_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }