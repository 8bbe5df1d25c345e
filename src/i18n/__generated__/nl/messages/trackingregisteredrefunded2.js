/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Trackingregisteredrefunded2Inputs */

const nl_trackingregisteredrefunded2 = /** @type {(inputs: Trackingregisteredrefunded2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aangemeld op ${i?.date}, terugbetaald: ${i?.amount}`)
};

/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingregisteredrefunded2 = nl_trackingregisteredrefunded2;
export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" }