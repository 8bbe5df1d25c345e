/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallments1Inputs */

const sk_customerinstallments1 = /** @type {(inputs: Customerinstallments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splátky`)
};

/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinstallments1 = sk_customerinstallments1;
export { customerinstallments1 as "customerInstallments" }