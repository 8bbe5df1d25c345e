/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stock: NonNullable<unknown> }} Orderformstock1Inputs */

const sv_orderformstock1 = /** @type {(inputs: Orderformstock1Inputs) => LocalizedString} */ (i) => {const stockPlural = registry.plural("sv", i?.stock, {});
	if (stockPlural === "one") return /** @type {LocalizedString} */ (`Bara ${i?.stock} vara kvar i lager`);
	if (stockPlural === "other") return /** @type {LocalizedString} */ (`Bara ${i?.stock} varor kvar i lager`);
	return /** @type {LocalizedString} */ ("orderformStock");
};

/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformstock1 = sv_orderformstock1;
export { orderformstock1 as "orderformStock" }