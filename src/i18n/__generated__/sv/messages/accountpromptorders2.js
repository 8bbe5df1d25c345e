/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const sv_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`följa dina senaste beställningar`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = sv_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }