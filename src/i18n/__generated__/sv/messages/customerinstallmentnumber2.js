/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customerinstallmentnumber2Inputs */

const sv_customerinstallmentnumber2 = /** @type {(inputs: Customerinstallmentnumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delbetalning ${i?.number}`)
};

/**

* @param {Customerinstallmentnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinstallmentnumber2 = sv_customerinstallmentnumber2;
export { customerinstallmentnumber2 as "customerInstallmentNumber" }