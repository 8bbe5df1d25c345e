/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallment1Inputs */

const de_ch2_customerinstallment1 = /** @type {(inputs: Customerinstallment1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinstallment1 = de_ch2_customerinstallment1;
export { customerinstallment1 as "customerInstallment" }