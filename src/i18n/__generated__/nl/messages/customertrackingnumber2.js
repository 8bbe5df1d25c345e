/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrackingnumber2Inputs */

const nl_customertrackingnumber2 = /** @type {(inputs: Customertrackingnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trackingnummer ${i?.number}`)
};

/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertrackingnumber2 = nl_customertrackingnumber2;
export { customertrackingnumber2 as "customerTrackingNumber" }