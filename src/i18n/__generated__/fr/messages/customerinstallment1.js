/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallment1Inputs */

const fr_customerinstallment1 = /** @type {(inputs: Customerinstallment1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualité`)
};

/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinstallment1 = fr_customerinstallment1;
export { customerinstallment1 as "customerInstallment" }