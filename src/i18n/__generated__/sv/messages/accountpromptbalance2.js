/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptbalance2Inputs */

const sv_accountpromptbalance2 = /** @type {(inputs: Accountpromptbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hålla koll på ditt saldo`)
};

/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptbalance2 = sv_accountpromptbalance2;
export { accountpromptbalance2 as "accountPromptBalance" }