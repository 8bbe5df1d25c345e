/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValue: NonNullable<unknown> }} Checkoutminordervalue3Inputs */

const nl_checkoutminordervalue3 = /** @type {(inputs: Checkoutminordervalue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Let op de minimale bestelwaarde van ${i?.formattedMinOrderValue}.`)
};

/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutminordervalue3 = nl_checkoutminordervalue3;
export { checkoutminordervalue3 as "checkoutMinOrderValue" }