/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const fr_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans votre compte client, vous pouvez :`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = fr_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }