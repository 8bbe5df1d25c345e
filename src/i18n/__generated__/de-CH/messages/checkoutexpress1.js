/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Checkoutexpress1Inputs */

const de_ch2_checkoutexpress1 = /** @type {(inputs: Checkoutexpress1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expresslieferung (zzgl. ${i?.price})`)
};

/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutexpress1 = de_ch2_checkoutexpress1;
export { checkoutexpress1 as "checkoutExpress" }