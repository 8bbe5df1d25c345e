/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallments1Inputs */

const fr_customerinstallments1 = /** @type {(inputs: Customerinstallments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensualités`)
};

/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerinstallments1 = fr_customerinstallments1;
export { customerinstallments1 as "customerInstallments" }