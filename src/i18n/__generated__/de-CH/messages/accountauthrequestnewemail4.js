/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestnewemail4Inputs */

const de_ch2_accountauthrequestnewemail4 = /** @type {(inputs: Accountauthrequestnewemail4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail anfordern`)
};

/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthrequestnewemail4 = de_ch2_accountauthrequestnewemail4;
export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" }