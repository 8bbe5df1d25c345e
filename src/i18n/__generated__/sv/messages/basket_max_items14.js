/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const sv_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maxantalet på ${i?.basketMaxItems} artiklar är uppnått. Ta bort några artiklar.`)
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = sv_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }