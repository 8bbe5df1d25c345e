/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptnoaccount3Inputs */

const nl_accountpromptnoaccount3 = /** @type {(inputs: Accountpromptnoaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen account?`)
};

/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptnoaccount3 = nl_accountpromptnoaccount3;
export { accountpromptnoaccount3 as "accountPromptNoAccount" }