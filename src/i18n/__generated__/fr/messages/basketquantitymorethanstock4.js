/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const fr_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("fr", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Plus que ${i?.stock} article en stock. Veuillez réduire la quantité.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Plus que ${i?.stock} articles en stock. Veuillez réduire la quantité.`);
	return /** @type {LocalizedString} */ ("basketQuantityMoreThanStock");
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = fr_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }