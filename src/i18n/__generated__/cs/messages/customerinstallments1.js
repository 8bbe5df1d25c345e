/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallments1Inputs */

const cs_customerinstallments1 = /** @type {(inputs: Customerinstallments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splátky`)
};

/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerinstallments1 = cs_customerinstallments1;
export { customerinstallments1 as "customerInstallments" }