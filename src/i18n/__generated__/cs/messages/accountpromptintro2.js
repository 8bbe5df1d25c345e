/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptintro2Inputs */

const cs_accountpromptintro2 = /** @type {(inputs: Accountpromptintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ve svém zákaznickém účtu můžete:`)
};

/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptintro2 = cs_accountpromptintro2;
export { accountpromptintro2 as "accountPromptIntro" }