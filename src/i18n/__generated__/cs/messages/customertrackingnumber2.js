/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrackingnumber2Inputs */

const cs_customertrackingnumber2 = /** @type {(inputs: Customertrackingnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo zásilky ${i?.number}`)
};

/**

* @param {Customertrackingnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertrackingnumber2 = cs_customertrackingnumber2;
export { customertrackingnumber2 as "customerTrackingNumber" }