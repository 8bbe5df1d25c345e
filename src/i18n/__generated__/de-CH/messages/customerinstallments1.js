/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallments1Inputs */

const de_ch2_customerinstallments1 = /** @type {(inputs: Customerinstallments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raten`)
};

/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerinstallments1 = de_ch2_customerinstallments1;
export { customerinstallments1 as "customerInstallments" }