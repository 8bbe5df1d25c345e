/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const cs_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K těmto údajům jsme nenašli žádnou objednávku. Zkontrolujte prosím číslo objednávky a PSČ.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = cs_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }