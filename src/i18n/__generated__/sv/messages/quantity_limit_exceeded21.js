/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown> }} Quantity_Limit_Exceeded21Inputs */

const sv_quantity_limit_exceeded21 = /** @type {(inputs: Quantity_Limit_Exceeded21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxantalet för artikel ${i?.displayNumber} är redan uppnått.`)
};

/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const quantity_limit_exceeded21 = sv_quantity_limit_exceeded21;
export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" }