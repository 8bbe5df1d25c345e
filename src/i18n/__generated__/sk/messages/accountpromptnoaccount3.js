/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptnoaccount3Inputs */

const sk_accountpromptnoaccount3 = /** @type {(inputs: Accountpromptnoaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ešte nemáte zákaznícky účet?`)
};

/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptnoaccount3 = sk_accountpromptnoaccount3;
export { accountpromptnoaccount3 as "accountPromptNoAccount" }