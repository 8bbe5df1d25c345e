/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutsurcharge1Inputs */

const cs_checkoutsurcharge1 = /** @type {(inputs: Checkoutsurcharge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`příplatek ${i?.price}`)
};

/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutsurcharge1 = cs_checkoutsurcharge1;
export { checkoutsurcharge1 as "checkoutSurcharge" }