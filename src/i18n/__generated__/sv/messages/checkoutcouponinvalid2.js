/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponinvalid2Inputs */

const sv_checkoutcouponinvalid2 = /** @type {(inputs: Checkoutcouponinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här värdekoden är tyvärr ogiltig. Kontrollera det du har angett.`)
};

/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcouponinvalid2 = sv_checkoutcouponinvalid2;
export { checkoutcouponinvalid2 as "checkoutCouponInvalid" }