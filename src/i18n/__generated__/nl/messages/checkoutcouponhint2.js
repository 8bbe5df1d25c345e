/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const nl_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kortingscodes worden met je bestelling verzilverd.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = nl_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }