/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown> }} Customerreturnitem2Inputs */

const de_ch2_customerreturnitem2 = /** @type {(inputs: Customerreturnitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quantity} × ${i?.name}, Grösse ${i?.size}`)
};

/**

* @param {Customerreturnitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerreturnitem2 = de_ch2_customerreturnitem2;
export { customerreturnitem2 as "customerReturnItem" }