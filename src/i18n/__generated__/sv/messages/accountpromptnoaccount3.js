/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptnoaccount3Inputs */

const sv_accountpromptnoaccount3 = /** @type {(inputs: Accountpromptnoaccount3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inget kundkonto än?`)
};

/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptnoaccount3 = sv_accountpromptnoaccount3;
export { accountpromptnoaccount3 as "accountPromptNoAccount" }