/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const sk_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sledovať svoje posledné objednávky`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = sk_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }