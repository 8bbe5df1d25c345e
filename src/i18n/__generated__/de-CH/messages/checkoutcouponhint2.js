/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const de_ch2_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gutscheincodes werden mit Ihrer Bestellung eingelöst.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = de_ch2_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }