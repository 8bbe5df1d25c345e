/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchparcel2Inputs */

const cs_trackingsearchparcel2 = /** @type {(inputs: Trackingsearchparcel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhledat zásilku`)
};

/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingsearchparcel2 = cs_trackingsearchparcel2;
export { trackingsearchparcel2 as "trackingSearchParcel" }