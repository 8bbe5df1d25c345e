/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown> }} Quantity_Limit_Exceeded21Inputs */

const cs_quantity_limit_exceeded21 = /** @type {(inputs: Quantity_Limit_Exceeded21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`U zboží ${i?.displayNumber} už bylo dosaženo maximálního množství.`)
};

/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const quantity_limit_exceeded21 = cs_quantity_limit_exceeded21;
export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" }