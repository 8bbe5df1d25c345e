/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const de_ch2_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bestellung ist eingegangen und wird bearbeitet. Sobald ein Paket unterwegs ist, sehen Sie hier seinen Status.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = de_ch2_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }