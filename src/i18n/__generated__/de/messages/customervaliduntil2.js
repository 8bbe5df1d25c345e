/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customervaliduntil2Inputs */

const de_customervaliduntil2 = /** @type {(inputs: Customervaliduntil2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gültig bis ${i?.date}`)
};

/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customervaliduntil2 = de_customervaliduntil2;
export { customervaliduntil2 as "customerValidUntil" }