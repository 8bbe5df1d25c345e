/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const sk_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dorazila Vaša zásielka späť? Zadajte číslo objednávky a PSČ doručovacej adresy. Ako tovar vrátiť, sa dočítate v časti ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = sk_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }