/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValue: NonNullable<unknown> }} Checkoutminordervalue3Inputs */

const sk_checkoutminordervalue3 = /** @type {(inputs: Checkoutminordervalue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vezmite prosím na vedomie minimálnu hodnotu objednávky ${i?.formattedMinOrderValue}.`)
};

/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutminordervalue3 = sk_checkoutminordervalue3;
export { checkoutminordervalue3 as "checkoutMinOrderValue" }