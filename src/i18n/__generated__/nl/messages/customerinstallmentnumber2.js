/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinstallmentnumber2Inputs */

const nl_customerinstallmentnumber2 = /** @type {(inputs: Customerinstallmentnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}e termijn`)
};

/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinstallmentnumber2 = nl_customerinstallmentnumber2;
export { customerinstallmentnumber2 as "customerInstallmentNumber" }