/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const sk_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("sk", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Na sklade už len ${i?.stock} kus`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Na sklade už len ${i?.stock} kusy`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Na sklade už len ${i?.stock} kusa`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Na sklade už len ${i?.stock} kusov`);
	return /** @type {LocalizedString} */ ("orderformStock");
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = sk_orderformstock1;
export { orderformstock1 as "orderformStock" }