/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrackingnumber2Inputs */

const sv_customertrackingnumber2 = /** @type {(inputs: Customertrackingnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kollinummer ${i?.number}`)
};

/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertrackingnumber2 = sv_customertrackingnumber2;
export { customertrackingnumber2 as "customerTrackingNumber" }