/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinstallmentnumber2Inputs */

const de_customerinstallmentnumber2 = /** @type {(inputs: Customerinstallmentnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. Rate`)
};

/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerinstallmentnumber2 = de_customerinstallmentnumber2;
export { customerinstallmentnumber2 as "customerInstallmentNumber" }