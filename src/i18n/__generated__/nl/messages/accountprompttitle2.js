/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const nl_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log in`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = nl_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }