/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown> }} Quantity_Limit_Exceeded21Inputs */

const de_ch2_quantity_limit_exceeded21 = /** @type {(inputs: Quantity_Limit_Exceeded21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Maximalmenge für diesen Artikel ${i?.displayNumber} ist bereits erreicht.`)
};

/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const quantity_limit_exceeded21 = de_ch2_quantity_limit_exceeded21;
export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" }