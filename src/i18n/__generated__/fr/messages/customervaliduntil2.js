/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customervaliduntil2Inputs */

const fr_customervaliduntil2 = /** @type {(inputs: Customervaliduntil2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valable jusqu’au ${i?.date}`)
};

/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customervaliduntil2 = fr_customervaliduntil2;
export { customervaliduntil2 as "customerValidUntil" }