/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchreturn2Inputs */

const de_trackingsearchreturn2 = /** @type {(inputs: Trackingsearchreturn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retoure suchen`)
};

/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingsearchreturn2 = de_trackingsearchreturn2;
export { trackingsearchreturn2 as "trackingSearchReturn" }