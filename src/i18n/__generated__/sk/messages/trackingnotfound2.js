/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const sk_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K týmto údajom sme nenašli žiadnu objednávku. Skontrolujte prosím číslo objednávky a PSČ.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = sk_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }