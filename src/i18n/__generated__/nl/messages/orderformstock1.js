/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const nl_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("nl", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Nog maar ${i?.stock} artikel op voorraad`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Nog maar ${i?.stock} artikelen op voorraad`);
	return /** @type {LocalizedString} */ ("orderformStock");
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = nl_orderformstock1;
export { orderformstock1 as "orderformStock" }