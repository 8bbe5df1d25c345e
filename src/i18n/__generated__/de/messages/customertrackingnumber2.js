/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrackingnumber2Inputs */

const de_customertrackingnumber2 = /** @type {(inputs: Customertrackingnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendungsnummer ${i?.number}`)
};

/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertrackingnumber2 = de_customertrackingnumber2;
export { customertrackingnumber2 as "customerTrackingNumber" }