/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const nl_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`je laatste bestellingen volgen`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = nl_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }