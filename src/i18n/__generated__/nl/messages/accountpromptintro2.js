/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const nl_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In je account kun je:`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = nl_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }