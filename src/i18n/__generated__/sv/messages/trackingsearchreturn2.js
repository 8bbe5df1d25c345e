/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchreturn2Inputs */

const sv_trackingsearchreturn2 = /** @type {(inputs: Trackingsearchreturn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök retur`)
};

/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingsearchreturn2 = sv_trackingsearchreturn2;
export { trackingsearchreturn2 as "trackingSearchReturn" }