/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Trackingregisteredrefunded2Inputs */

const cs_trackingregisteredrefunded2 = /** @type {(inputs: Trackingregisteredrefunded2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nahlášeno ${i?.date}, vráceno: ${i?.amount}`)
};

/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingregisteredrefunded2 = cs_trackingregisteredrefunded2;
export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" }