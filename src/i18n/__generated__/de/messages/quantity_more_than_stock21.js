/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const de_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von dieser Größe sind nur noch ${i?.stock} Artikel auf Lager.`)
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = de_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }