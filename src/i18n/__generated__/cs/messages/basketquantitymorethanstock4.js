/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const cs_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("cs", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Skladem je už jen ${i?.stock} kus. Snižte prosím množství.`);
	if (stockPlural === "few") return /** @type {LocalizedString} */ (`Skladem jsou už jen ${i?.stock} kusy. Snižte prosím množství.`);
	if (stockPlural === "many") return /** @type {LocalizedString} */ (`Skladem je už jen ${i?.stock} kusu. Snižte prosím množství.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Skladem je už jen ${i?.stock} kusů. Snižte prosím množství.`);
	return /** @type {LocalizedString} */ ("basketQuantityMoreThanStock");
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = cs_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }