/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ basketMaxItems: NonNullable<unknown> }} Basket_Max_Items14Inputs */

const nl_basket_max_items14 = /** @type {(inputs: Basket_Max_Items14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het maximale aantal van ${i?.basketMaxItems} artikelen is bereikt. Verwijder een paar artikelen.`)
};

/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basket_max_items14 = nl_basket_max_items14;
export { basket_max_items14 as "BASKET_MAX_ITEMS" }