/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const sk_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vo svojom zákazníckom účte môžete:`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = sk_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }