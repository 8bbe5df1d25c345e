/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinstallmentnumber2Inputs */

const cs_customerinstallmentnumber2 = /** @type {(inputs: Customerinstallmentnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. splátka`)
};

/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinstallmentnumber2 = cs_customerinstallmentnumber2;
export { customerinstallmentnumber2 as "customerInstallmentNumber" }