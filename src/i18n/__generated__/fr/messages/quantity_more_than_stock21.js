/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const fr_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("fr", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Il ne reste plus que ${i?.stock} article en stock dans cette taille.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Il ne reste plus que ${i?.stock} articles en stock dans cette taille.`);
	return /** @type {LocalizedString} */ ("QUANTITY_MORE_THAN_STOCK");
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = fr_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }