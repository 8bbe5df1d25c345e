/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const sk_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("sk", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Tejto veľkosti máme na sklade už len ${i?.stock} kus.`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Tejto veľkosti máme na sklade už len ${i?.stock} kusy.`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Tejto veľkosti máme na sklade už len ${i?.stock} kusa.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Tejto veľkosti máme na sklade už len ${i?.stock} kusov.`);
	return /** @type {LocalizedString} */ ("QUANTITY_MORE_THAN_STOCK");
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = sk_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }