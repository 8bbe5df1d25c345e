/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const cs_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odebrat poukaz ${i?.code}`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = cs_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }