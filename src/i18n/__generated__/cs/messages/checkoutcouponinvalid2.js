/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponinvalid2Inputs */

const cs_checkoutcouponinvalid2 = /** @type {(inputs: Checkoutcouponinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento kód poukazu bohužel není platný. Zkontrolujte prosím zadání.`)
};

/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcouponinvalid2 = cs_checkoutcouponinvalid2;
export { checkoutcouponinvalid2 as "checkoutCouponInvalid" }