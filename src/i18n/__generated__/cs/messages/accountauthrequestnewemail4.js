/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestnewemail4Inputs */

const cs_accountauthrequestnewemail4 = /** @type {(inputs: Accountauthrequestnewemail4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžádat nový e-mail`)
};

/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthrequestnewemail4 = cs_accountauthrequestnewemail4;
export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" }