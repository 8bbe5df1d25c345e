/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Basketquantitymorethanstock4Inputs */

const nl_basketquantitymorethanstock4 = /** @type {(inputs: Basketquantitymorethanstock4Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("nl", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Nog maar ${i?.stock} artikel op voorraad. Verlaag het aantal.`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Nog maar ${i?.stock} artikelen op voorraad. Verlaag het aantal.`);
	return /** @type {LocalizedString} */ ("basketQuantityMoreThanStock");
};

/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketquantitymorethanstock4 = nl_basketquantitymorethanstock4;
export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" }