/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttoaccount2Inputs */

const sk_accounttoaccount2 = /** @type {(inputs: Accounttoaccount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do zákazníckeho účtu`)
};

/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accounttoaccount2 = sk_accounttoaccount2;
export { accounttoaccount2 as "accountToAccount" }