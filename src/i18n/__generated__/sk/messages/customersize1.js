/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Customersize1Inputs */

const sk_customersize1 = /** @type {(inputs: Customersize1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veľkosť ${i?.size}`)
};

/**

* @param {Customersize1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customersize1 = sk_customersize1;
export { customersize1 as "customerSize" }