/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown> }} Customerreturnitem2Inputs */

const fr_customerreturnitem2 = /** @type {(inputs: Customerreturnitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quantity} × ${i?.name}, taille ${i?.size}`)
};

/**

* @param {Customerreturnitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnitem2 = fr_customerreturnitem2;
export { customerreturnitem2 as "customerReturnItem" }