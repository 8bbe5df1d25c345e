/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const de_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Ihrem Kundenkonto können Sie:`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = de_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }