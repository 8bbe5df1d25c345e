/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Gift_Already_In_Basket22Inputs */

const sv_atb_gift_already_in_basket22 = /** @type {(inputs: Atb_Gift_Already_In_Basket22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln finns redan i varukorgen och kan inte läggas till en gång till.`)
};

/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_gift_already_in_basket22 = sv_atb_gift_already_in_basket22;
export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" }