/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValue: NonNullable<unknown> }} Checkoutminordervalue3Inputs */

const cs_checkoutminordervalue3 = /** @type {(inputs: Checkoutminordervalue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vezměte prosím na vědomí minimální hodnotu objednávky ${i?.formattedMinOrderValue}.`)
};

/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutminordervalue3 = cs_checkoutminordervalue3;
export { checkoutminordervalue3 as "checkoutMinOrderValue" }