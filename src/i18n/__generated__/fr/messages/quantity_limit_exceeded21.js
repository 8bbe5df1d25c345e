/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown> }} Quantity_Limit_Exceeded21Inputs */

const fr_quantity_limit_exceeded21 = /** @type {(inputs: Quantity_Limit_Exceeded21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La quantité maximale pour l’article ${i?.displayNumber} est déjà atteinte.`)
};

/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const quantity_limit_exceeded21 = fr_quantity_limit_exceeded21;
export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" }