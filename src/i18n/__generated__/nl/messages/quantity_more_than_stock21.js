/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Quantity_More_Than_Stock21Inputs */

const nl_quantity_more_than_stock21 = /** @type {(inputs: Quantity_More_Than_Stock21Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("nl", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Van deze maat is nog maar ${i?.stock} artikel op voorraad.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Van deze maat is nog maar ${i?.stock} artikelen op voorraad.`);
	return /** @type {LocalizedString} */ ("QUANTITY_MORE_THAN_STOCK");
};

/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const quantity_more_than_stock21 = nl_quantity_more_than_stock21;
export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" }