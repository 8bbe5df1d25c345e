/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantityLimit: NonNullable<unknown> }} Atb_Quantity_Limit_Exceeded24Inputs */

const fr_atb_quantity_limit_exceeded24 = /** @type {(inputs: Atb_Quantity_Limit_Exceeded24Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet article est déjà ${i?.quantityLimit} fois dans votre panier. La quantité maximale est atteinte.`)
};

/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const atb_quantity_limit_exceeded24 = fr_atb_quantity_limit_exceeded24;
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }