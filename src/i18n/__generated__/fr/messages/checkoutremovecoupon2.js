/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const fr_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le bon ${i?.code}`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = fr_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }