/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallment1Inputs */

const sk_customerinstallment1 = /** @type {(inputs: Customerinstallment1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splátka`)
};

/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerinstallment1 = sk_customerinstallment1;
export { customerinstallment1 as "customerInstallment" }