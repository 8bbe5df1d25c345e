/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestnewemail4Inputs */

const fr_accountauthrequestnewemail4 = /** @type {(inputs: Accountauthrequestnewemail4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un nouvel e-mail`)
};

/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthrequestnewemail4 = fr_accountauthrequestnewemail4;
export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" }