/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const sv_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi hittade ingen order med de här uppgifterna. Kontrollera ordernumret och postnumret.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = sv_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }