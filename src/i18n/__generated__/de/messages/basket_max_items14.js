/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const de_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die maximale Artikelanzahl von ${i?.basketMaxItems} ist erreicht. Bitte entfernen Sie einige Artikel.`)
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = de_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }