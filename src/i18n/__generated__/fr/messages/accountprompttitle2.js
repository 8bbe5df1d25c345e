/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const fr_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = fr_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }