/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponinvalid2Inputs */

const fr_checkoutcouponinvalid2 = /** @type {(inputs: Checkoutcouponinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction n’est malheureusement pas valable. Veuillez vérifier votre saisie.`)
};

/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcouponinvalid2 = fr_checkoutcouponinvalid2;
export { checkoutcouponinvalid2 as "checkoutCouponInvalid" }