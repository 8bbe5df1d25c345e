/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchparcel2Inputs */

const sk_trackingsearchparcel2 = /** @type {(inputs: Trackingsearchparcel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhľadať zásielku`)
};

/**

* @param {Trackingsearchparcel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingsearchparcel2 = sk_trackingsearchparcel2;
export { trackingsearchparcel2 as "trackingSearchParcel" }