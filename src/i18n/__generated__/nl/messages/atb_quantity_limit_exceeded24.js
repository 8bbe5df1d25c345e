/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const nl_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit artikel zit al ${i?.quantityLimit} keer in je winkelwagen. Daarmee is het maximale aantal bereikt.`)
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = nl_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }