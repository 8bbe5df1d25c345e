/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const de_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ist Ihre Rücksendung angekommen? Geben Sie Ihre Bestellnummer und die Postleitzahl der Lieferadresse ein. Wie Sie Artikel zurückschicken, lesen Sie unter ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = de_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }