/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinstallmentnumber2Inputs */

const sk_customerinstallmentnumber2 = /** @type {(inputs: Customerinstallmentnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. splátka`)
};

/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinstallmentnumber2 = sk_customerinstallmentnumber2;
export { customerinstallmentnumber2 as "customerInstallmentNumber" }