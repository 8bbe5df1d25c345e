/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallment1Inputs */

const nl_customerinstallment1 = /** @type {(inputs: Customerinstallment1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termijn`)
};

/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerinstallment1 = nl_customerinstallment1;
export { customerinstallment1 as "customerInstallment" }