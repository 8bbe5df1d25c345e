/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const cs_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kódy poukazů se uplatní s Vaší objednávkou.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = cs_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }