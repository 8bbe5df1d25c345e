/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerinstallments1Inputs */

const sv_customerinstallments1 = /** @type {(inputs: Customerinstallments1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delbetalningar`)
};

/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerinstallments1 = sv_customerinstallments1;
export { customerinstallments1 as "customerInstallments" }