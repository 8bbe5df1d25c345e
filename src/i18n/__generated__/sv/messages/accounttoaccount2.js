/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttoaccount2Inputs */

const sv_accounttoaccount2 = /** @type {(inputs: Accounttoaccount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till kundkontot`)
};

/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accounttoaccount2 = sv_accounttoaccount2;
export { accounttoaccount2 as "accountToAccount" }