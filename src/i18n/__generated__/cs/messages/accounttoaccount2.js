/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttoaccount2Inputs */

const cs_accounttoaccount2 = /** @type {(inputs: Accounttoaccount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do zákaznického účtu`)
};

/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accounttoaccount2 = cs_accounttoaccount2;
export { accounttoaccount2 as "accountToAccount" }