/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchreturn2Inputs */

const cs_trackingsearchreturn2 = /** @type {(inputs: Trackingsearchreturn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhledat vratku`)
};

/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingsearchreturn2 = cs_trackingsearchreturn2;
export { trackingsearchreturn2 as "trackingSearchReturn" }