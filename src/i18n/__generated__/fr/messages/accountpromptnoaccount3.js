/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptnoaccount3Inputs */

const fr_accountpromptnoaccount3 = /** @type {(inputs: Accountpromptnoaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de compte client ?`)
};

/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptnoaccount3 = fr_accountpromptnoaccount3;
export { accountpromptnoaccount3 as "accountPromptNoAccount" }