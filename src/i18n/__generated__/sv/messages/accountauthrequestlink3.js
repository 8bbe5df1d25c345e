/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestlink3Inputs */

const sv_accountauthrequestlink3 = /** @type {(inputs: Accountauthrequestlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skicka länk`)
};

/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthrequestlink3 = sv_accountauthrequestlink3;
export { accountauthrequestlink3 as "accountAuthRequestLink" }