/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown> }} Quantity_Limit_Exceeded21Inputs */

const nl_quantity_limit_exceeded21 = /** @type {(inputs: Quantity_Limit_Exceeded21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het maximale aantal voor artikel ${i?.displayNumber} is al bereikt.`)
};

/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const quantity_limit_exceeded21 = nl_quantity_limit_exceeded21;
export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" }