/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptbalance2Inputs */

const cs_accountpromptbalance2 = /** @type {(inputs: Accountpromptbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mít přehled o svém zůstatku`)
};

/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptbalance2 = cs_accountpromptbalance2;
export { accountpromptbalance2 as "accountPromptBalance" }