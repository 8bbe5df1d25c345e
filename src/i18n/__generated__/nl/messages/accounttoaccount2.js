/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttoaccount2Inputs */

const nl_accounttoaccount2 = /** @type {(inputs: Accounttoaccount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar mijn account`)
};

/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accounttoaccount2 = nl_accounttoaccount2;
export { accounttoaccount2 as "accountToAccount" }