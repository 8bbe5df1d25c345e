/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const cs_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kde je můj balík? Zadejte číslo objednávky a PSČ doručovací adresy.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = cs_trackinglead1;
export { trackinglead1 as "trackingLead" }