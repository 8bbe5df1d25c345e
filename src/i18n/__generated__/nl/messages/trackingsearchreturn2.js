/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchreturn2Inputs */

const nl_trackingsearchreturn2 = /** @type {(inputs: Trackingsearchreturn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour zoeken`)
};

/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingsearchreturn2 = nl_trackingsearchreturn2;
export { trackingsearchreturn2 as "trackingSearchReturn" }