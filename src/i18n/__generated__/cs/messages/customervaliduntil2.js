/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customervaliduntil2Inputs */

const cs_customervaliduntil2 = /** @type {(inputs: Customervaliduntil2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platnost do ${i?.date}`)
};

/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customervaliduntil2 = cs_customervaliduntil2;
export { customervaliduntil2 as "customerValidUntil" }