/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutsurcharge1Inputs */

const fr_checkoutsurcharge1 = /** @type {(inputs: Checkoutsurcharge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plus ${i?.price}`)
};

/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsurcharge1 = fr_checkoutsurcharge1;
export { checkoutsurcharge1 as "checkoutSurcharge" }