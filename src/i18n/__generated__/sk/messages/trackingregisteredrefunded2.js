/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, amount: NonNullable<unknown> }} Trackingregisteredrefunded2Inputs */

const sk_trackingregisteredrefunded2 = /** @type {(inputs: Trackingregisteredrefunded2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nahlásené ${i?.date}, vrátené: ${i?.amount}`)
};

/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingregisteredrefunded2 = sk_trackingregisteredrefunded2;
export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" }