/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const nl_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kortingscode ${i?.code} verwijderen`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = nl_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }