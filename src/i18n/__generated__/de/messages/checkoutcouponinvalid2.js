/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponinvalid2Inputs */

const de_checkoutcouponinvalid2 = /** @type {(inputs: Checkoutcouponinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Gutscheincode ist leider ungültig. Bitte prüfen Sie Ihre Eingabe.`)
};

/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutcouponinvalid2 = de_checkoutcouponinvalid2;
export { checkoutcouponinvalid2 as "checkoutCouponInvalid" }