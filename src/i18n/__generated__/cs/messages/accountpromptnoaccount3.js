/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptnoaccount3Inputs */

const cs_accountpromptnoaccount3 = /** @type {(inputs: Accountpromptnoaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ještě nemáte zákaznický účet?`)
};

/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptnoaccount3 = cs_accountpromptnoaccount3;
export { accountpromptnoaccount3 as "accountPromptNoAccount" }