/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Gift_Already_In_Basket22Inputs */

const nl_atb_gift_already_in_basket22 = /** @type {(inputs: Atb_Gift_Already_In_Basket22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit artikel zit al in je winkelwagen en kan niet nog een keer worden toegevoegd.`)
};

/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_gift_already_in_basket22 = nl_atb_gift_already_in_basket22;
export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" }