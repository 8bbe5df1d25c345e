/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown> }} Customerreturnitem2Inputs */

const nl_customerreturnitem2 = /** @type {(inputs: Customerreturnitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quantity} × ${i?.name}, maat ${i?.size}`)
};

/**

* @param {Customerreturnitem2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerreturnitem2 = nl_customerreturnitem2;
export { customerreturnitem2 as "customerReturnItem" }