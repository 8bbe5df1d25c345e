/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchparcel2Inputs */

const de_ch2_trackingsearchparcel2 = /** @type {(inputs: Trackingsearchparcel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendung suchen`)
};

/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingsearchparcel2 = de_ch2_trackingsearchparcel2;
export { trackingsearchparcel2 as "trackingSearchParcel" }