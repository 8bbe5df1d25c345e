/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const sk_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kde je môj balík? Zadajte číslo objednávky a PSČ doručovacej adresy.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = sk_trackinglead1;
export { trackinglead1 as "trackingLead" }