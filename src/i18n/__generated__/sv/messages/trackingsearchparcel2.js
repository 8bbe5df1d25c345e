/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchparcel2Inputs */

const sv_trackingsearchparcel2 = /** @type {(inputs: Trackingsearchparcel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök försändelse`)
};

/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingsearchparcel2 = sv_trackingsearchparcel2;
export { trackingsearchparcel2 as "trackingSearchParcel" }