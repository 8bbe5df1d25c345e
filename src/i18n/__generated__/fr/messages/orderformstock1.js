/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const fr_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("fr", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Plus que ${i?.stock} article en stock`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Plus que ${i?.stock} articles en stock`);
	return /** @type {LocalizedString} */ ("orderformStock");
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = fr_orderformstock1;
export { orderformstock1 as "orderformStock" }