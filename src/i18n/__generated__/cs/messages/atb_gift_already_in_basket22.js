/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Gift_Already_In_Basket22Inputs */

const cs_atb_gift_already_in_basket22 = /** @type {(inputs: Atb_Gift_Already_In_Basket22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží už je v košíku a nelze ho přidat znovu.`)
};

/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const atb_gift_already_in_basket22 = cs_atb_gift_already_in_basket22;
export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" }