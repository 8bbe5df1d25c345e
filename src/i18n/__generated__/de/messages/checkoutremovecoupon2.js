/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const de_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gutschein ${i?.code} entfernen`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = de_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }