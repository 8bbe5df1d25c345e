/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcode2Inputs */

const de_ch2_trackingzipcode2 = /** @type {(inputs: Trackingzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLZ der Lieferadresse`)
};

/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingzipcode2 = de_ch2_trackingzipcode2;
export { trackingzipcode2 as "trackingZipCode" }