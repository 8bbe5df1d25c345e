/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutremovecoupon2Inputs */

const sv_checkoutremovecoupon2 = /** @type {(inputs: Checkoutremovecoupon2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ta bort värdekod ${i?.code}`)
};

/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutremovecoupon2 = sv_checkoutremovecoupon2;
export { checkoutremovecoupon2 as "checkoutRemoveCoupon" }