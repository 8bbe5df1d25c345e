/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptregister2Inputs */

const sv_accountpromptregister2 = /** @type {(inputs: Accountpromptregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrera dig nu`)
};

/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptregister2 = sv_accountpromptregister2;
export { accountpromptregister2 as "accountPromptRegister" }