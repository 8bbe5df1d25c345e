/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountprompttitle2Inputs */

const cs_accountprompttitle2 = /** @type {(inputs: Accountprompttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlaste se prosím`)
};

/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountprompttitle2 = cs_accountprompttitle2;
export { accountprompttitle2 as "accountPromptTitle" }