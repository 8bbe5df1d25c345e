/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const sk_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("sk", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Na sklade je už len ${i?.stock} kus. Znížte prosím množstvo.`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Na sklade sú už len ${i?.stock} kusy. Znížte prosím množstvo.`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Na sklade je už len ${i?.stock} kusu. Znížte prosím množstvo.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Na sklade je už len ${i?.stock} kusov. Znížte prosím množstvo.`);
	return /** @type {LocalizedString} */ ("basketQuantityMoreThanStock");
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = sk_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }