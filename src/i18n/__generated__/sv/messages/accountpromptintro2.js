/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const sv_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I ditt kundkonto kan du:`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = sv_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }