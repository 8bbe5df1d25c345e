/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customervaliduntil2Inputs */

const nl_customervaliduntil2 = /** @type {(inputs: Customervaliduntil2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geldig tot ${i?.date}`)
};

/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customervaliduntil2 = nl_customervaliduntil2;
export { customervaliduntil2 as "customerValidUntil" }