/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customervaliduntil2Inputs */

const sv_customervaliduntil2 = /** @type {(inputs: Customervaliduntil2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Giltigt till ${i?.date}`)
};

/**

* @param {Customervaliduntil2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customervaliduntil2 = sv_customervaliduntil2;
export { customervaliduntil2 as "customerValidUntil" }