/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptbalance2Inputs */

const sk_accountpromptbalance2 = /** @type {(inputs: Accountpromptbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mať prehľad o svojom zostatku`)
};

/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptbalance2 = sk_accountpromptbalance2;
export { accountpromptbalance2 as "accountPromptBalance" }