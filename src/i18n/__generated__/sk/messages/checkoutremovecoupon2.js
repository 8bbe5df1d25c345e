/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const sk_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odobrať poukážku ${i?.code}`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = sk_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }