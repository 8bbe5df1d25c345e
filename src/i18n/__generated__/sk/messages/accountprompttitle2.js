/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const sk_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihláste sa, prosím`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = sk_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }