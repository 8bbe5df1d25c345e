/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Trackingregisteredrefunded2Inputs */

const de_ch2_trackingregisteredrefunded2 = /** @type {(inputs: Trackingregisteredrefunded2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet am ${i?.date}, erstattet: ${i?.amount}`)
};

/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingregisteredrefunded2 = de_ch2_trackingregisteredrefunded2;
export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" }