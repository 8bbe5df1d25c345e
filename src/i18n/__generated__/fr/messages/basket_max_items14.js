/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const fr_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre maximal de ${i?.basketMaxItems} articles est atteint. Veuillez retirer quelques articles.`)
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = fr_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }