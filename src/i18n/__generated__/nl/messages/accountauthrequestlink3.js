/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestlink3Inputs */

const nl_accountauthrequestlink3 = /** @type {(inputs: Accountauthrequestlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link aanvragen`)
};

/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthrequestlink3 = nl_accountauthrequestlink3;
export { accountauthrequestlink3 as "accountAuthRequestLink" }