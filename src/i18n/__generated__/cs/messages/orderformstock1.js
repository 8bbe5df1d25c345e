/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const cs_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("cs", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Skladem už jen ${i?.stock} kus`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Skladem už jen ${i?.stock} kusy`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Skladem už jen ${i?.stock} kusu`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Skladem už jen ${i?.stock} kusů`);
	return /** @type {LocalizedString} */ ("orderformStock");
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = cs_orderformstock1;
export { orderformstock1 as "orderformStock" }