/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestnewemail4Inputs */

const sk_accountauthrequestnewemail4 = /** @type {(inputs: Accountauthrequestnewemail4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžiadať nový e-mail`)
};

/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthrequestnewemail4 = sk_accountauthrequestnewemail4;
export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" }