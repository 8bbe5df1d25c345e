/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const cs_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("cs", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Této velikosti máme skladem už jen ${i?.stock} kus.`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Této velikosti máme skladem už jen ${i?.stock} kusy.`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Této velikosti máme skladem už jen ${i?.stock} kusu.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Této velikosti máme skladem už jen ${i?.stock} kusů.`);
	return /** @type {LocalizedString} */ ("QUANTITY_MORE_THAN_STOCK");
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = cs_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }