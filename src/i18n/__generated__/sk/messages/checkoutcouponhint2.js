/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponhint2Inputs */

const sk_checkoutcouponhint2 = /** @type {(inputs: Checkoutcouponhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kódy poukážok sa uplatnia s Vašou objednávkou.`)
};

/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcouponhint2 = sk_checkoutcouponhint2;
export { checkoutcouponhint2 as "checkoutCouponHint" }