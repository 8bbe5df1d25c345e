/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formattedMinOrderValue: NonNullable<unknown> }} Checkoutminordervalue3Inputs */

const sv_checkoutminordervalue3 = /** @type {(inputs: Checkoutminordervalue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Observera att lägsta ordervärde är ${i?.formattedMinOrderValue}.`)
};

/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutminordervalue3 = sv_checkoutminordervalue3;
export { checkoutminordervalue3 as "checkoutMinOrderValue" }