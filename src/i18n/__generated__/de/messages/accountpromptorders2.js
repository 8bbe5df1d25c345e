/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const de_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre letzten Bestellungen verfolgen`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = de_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }