/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const de_ch2_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie die Bestellnummer und die Postleitzahl.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = de_ch2_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }