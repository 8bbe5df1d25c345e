/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptbalance2Inputs */

const de_accountpromptbalance2 = /** @type {(inputs: Accountpromptbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihren Kontostand im Blick`)
};

/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountpromptbalance2 = de_accountpromptbalance2;
export { accountpromptbalance2 as "accountPromptBalance" }