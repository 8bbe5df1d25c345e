/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const cs_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {const basketMaxItemsPlural = registry.plural("cs", i?.basketMaxItems, {});
	if (basketMaxItemsPlural === "one") return /** @type {LocalizedString} */ (`Košík může obsahovat nejvýše ${i?.basketMaxItems} položku. Odeberte prosím některé zboží.`);
	if (basketMaxItemsPlural === "few") return /** @type {LocalizedString} */ (`Košík může obsahovat nejvýše ${i?.basketMaxItems} položky. Odeberte prosím některé zboží.`);
	if (basketMaxItemsPlural === "many") return /** @type {LocalizedString} */ (`Košík může obsahovat nejvýše ${i?.basketMaxItems} položky. Odeberte prosím některé zboží.`);
	if (basketMaxItemsPlural === "other") return /** @type {LocalizedString} */ (`Košík může obsahovat nejvýše ${i?.basketMaxItems} položek. Odeberte prosím některé zboží.`);
	return /** @type {LocalizedString} */ ("BASKET_MAX_ITEMS");
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = cs_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }