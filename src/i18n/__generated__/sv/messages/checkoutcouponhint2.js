/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const sv_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Värdekoder löses in med din beställning.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = sv_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }