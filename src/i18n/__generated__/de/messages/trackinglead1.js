/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const de_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo ist mein Paket? Geben Sie Ihre Bestellnummer und die Postleitzahl der Lieferadresse ein.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = de_trackinglead1;
export { trackinglead1 as "trackingLead" }