/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValue: NonNullable<unknown> }} Checkoutminordervalue3Inputs */

const de_checkoutminordervalue3 = /** @type {(inputs: Checkoutminordervalue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte beachten Sie den Mindestbestellwert von ${i?.formattedMinOrderValue}.`)
};

/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutminordervalue3 = de_checkoutminordervalue3;
export { checkoutminordervalue3 as "checkoutMinOrderValue" }