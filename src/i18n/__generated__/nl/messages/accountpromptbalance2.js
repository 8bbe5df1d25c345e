/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptbalance2Inputs */

const nl_accountpromptbalance2 = /** @type {(inputs: Accountpromptbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`je saldo in de gaten houden`)
};

/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptbalance2 = nl_accountpromptbalance2;
export { accountpromptbalance2 as "accountPromptBalance" }