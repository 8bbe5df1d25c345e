/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutsurcharge1Inputs */

const de_checkoutsurcharge1 = /** @type {(inputs: Checkoutsurcharge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zzgl. ${i?.price}`)
};

/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutsurcharge1 = de_checkoutsurcharge1;
export { checkoutsurcharge1 as "checkoutSurcharge" }