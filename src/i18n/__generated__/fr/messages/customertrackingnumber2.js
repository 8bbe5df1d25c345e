/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrackingnumber2Inputs */

const fr_customertrackingnumber2 = /** @type {(inputs: Customertrackingnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Numéro de suivi ${i?.number}`)
};

/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertrackingnumber2 = fr_customertrackingnumber2;
export { customertrackingnumber2 as "customerTrackingNumber" }