/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallment1Inputs */

const sv_customerinstallment1 = /** @type {(inputs: Customerinstallment1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delbetalning`)
};

/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinstallment1 = sv_customerinstallment1;
export { customerinstallment1 as "customerInstallment" }