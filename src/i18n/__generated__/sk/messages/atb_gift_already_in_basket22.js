/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Gift_Already_In_Basket22Inputs */

const sk_atb_gift_already_in_basket22 = /** @type {(inputs: Atb_Gift_Already_In_Basket22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar už je v košíku a nemožno ho pridať znova.`)
};

/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const atb_gift_already_in_basket22 = sk_atb_gift_already_in_basket22;
export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" }