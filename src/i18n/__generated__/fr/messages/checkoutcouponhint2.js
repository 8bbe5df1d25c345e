/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const fr_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les codes sont appliqués avec votre commande.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = fr_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }