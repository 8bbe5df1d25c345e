/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orderformadded1Inputs */

const fr_orderformadded1 = /** @type {(inputs: Orderformadded1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`L’article a été ajouté au panier.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles ont été ajoutés au panier.`);
	return /** @type {LocalizedString} */ ("orderformAdded");
};

/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformadded1 = fr_orderformadded1;
export { orderformadded1 as "orderformAdded" }