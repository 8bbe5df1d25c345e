/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Gift_Already_In_Basket22Inputs */

const de_ch2_atb_gift_already_in_basket22 = /** @type {(inputs: Atb_Gift_Already_In_Basket22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.`)
};

/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const atb_gift_already_in_basket22 = de_ch2_atb_gift_already_in_basket22;
export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" }