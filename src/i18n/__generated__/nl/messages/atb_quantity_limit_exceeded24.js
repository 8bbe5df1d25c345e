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
const atb_quantity_limit_exceeded24 = /** @type {((inputs: Atb_Quantity_Limit_Exceeded24Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_Quantity_Limit_Exceeded24Inputs, { locale?: "nl" }, {}>} */ ((inputs, options = {}) => {
	return nl_atb_quantity_limit_exceeded24(inputs)
});
export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" }