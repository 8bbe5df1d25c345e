/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingsearchreturn2Inputs */

const sk_trackingsearchreturn2 = /** @type {(inputs: Trackingsearchreturn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyhľadať vrátenie`)
};

/**

* @param {Trackingsearchreturn2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingsearchreturn2 = sk_trackingsearchreturn2;
export { trackingsearchreturn2 as "trackingSearchReturn" }