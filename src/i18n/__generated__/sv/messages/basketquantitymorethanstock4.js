/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const sv_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("sv", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Bara ${i?.stock} vara kvar i lager. Minska antalet.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Bara ${i?.stock} varor kvar i lager. Minska antalet.`);
	return /** @type {LocalizedString} */ ("basketQuantityMoreThanStock");
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = sv_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }