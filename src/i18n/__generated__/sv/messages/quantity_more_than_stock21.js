/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const sv_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Det finns bara ${i?.stock} kvar i lager i den här storleken.`)
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = sv_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }