/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const sv_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = sv_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }