/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutsurcharge1Inputs */

const de_ch2_checkoutsurcharge1 = /** @type {(inputs: Checkoutsurcharge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zzgl. ${i?.price}`)
};

/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsurcharge1 = de_ch2_checkoutsurcharge1;
export { checkoutsurcharge1 as "checkoutSurcharge" }