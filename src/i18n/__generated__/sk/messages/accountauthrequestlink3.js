/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestlink3Inputs */

const sk_accountauthrequestlink3 = /** @type {(inputs: Accountauthrequestlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslať odkaz`)
};

/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthrequestlink3 = sk_accountauthrequestlink3;
export { accountauthrequestlink3 as "accountAuthRequestLink" }