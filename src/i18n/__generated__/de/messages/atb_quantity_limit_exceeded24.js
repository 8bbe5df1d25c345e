/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const de_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben diesen Artikel bereits ${i?.quantityLimit} mal in Ihrem Warenkorb. Damit ist die Maximalmenge erreicht.`)
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = de_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }