/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchparcel2Inputs */

const fr_trackingsearchparcel2 = /** @type {(inputs: Trackingsearchparcel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher le colis`)
};

/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingsearchparcel2 = fr_trackingsearchparcel2;
export { trackingsearchparcel2 as "trackingSearchParcel" }