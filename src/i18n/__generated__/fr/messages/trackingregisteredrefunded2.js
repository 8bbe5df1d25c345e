/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Trackingregisteredrefunded2Inputs */

const fr_trackingregisteredrefunded2 = /** @type {(inputs: Trackingregisteredrefunded2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistré le ${i?.date}, remboursé : ${i?.amount}`)
};

/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingregisteredrefunded2 = fr_trackingregisteredrefunded2;
export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" }