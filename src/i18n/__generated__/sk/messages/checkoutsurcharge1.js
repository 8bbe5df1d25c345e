/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutsurcharge1Inputs */

const sk_checkoutsurcharge1 = /** @type {(inputs: Checkoutsurcharge1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`príplatok ${i?.price}`)
};

/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsurcharge1 = sk_checkoutsurcharge1;
export { checkoutsurcharge1 as "checkoutSurcharge" }