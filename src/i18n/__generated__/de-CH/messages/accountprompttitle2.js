/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const de_ch2_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melden Sie sich an`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = de_ch2_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }