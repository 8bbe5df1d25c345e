/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const sk_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {const basketMaxItemsPlural = registry.plural("sk", i?.basketMaxItems, {});
	if (basketMaxItemsPlural === "one") return /** @type {LocalizedString} */ (`Košík môže obsahovať najviac ${i?.basketMaxItems} položku. Odstráňte, prosím, niektoré položky.`);
	if (basketMaxItemsPlural === "few") return /** @type {LocalizedString} */ (`Košík môže obsahovať najviac ${i?.basketMaxItems} položky. Odstráňte, prosím, niektoré položky.`);
	if (basketMaxItemsPlural === "many") return /** @type {LocalizedString} */ (`Košík môže obsahovať najviac ${i?.basketMaxItems} položky. Odstráňte, prosím, niektoré položky.`);
	if (basketMaxItemsPlural === "other") return /** @type {LocalizedString} */ (`Košík môže obsahovať najviac ${i?.basketMaxItems} položiek. Odstráňte, prosím, niektoré položky.`);
	return /** @type {LocalizedString} */ ("BASKET_MAX_ITEMS");
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = sk_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }