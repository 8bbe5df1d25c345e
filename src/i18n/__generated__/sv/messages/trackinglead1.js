/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const sv_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Var är mitt paket? Ange ditt ordernummer och postnumret för leveransadressen.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = sv_trackinglead1;
export { trackinglead1 as "trackingLead" }