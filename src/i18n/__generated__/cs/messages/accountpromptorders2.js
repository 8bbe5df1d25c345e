/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const cs_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sledovat své poslední objednávky`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = cs_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }