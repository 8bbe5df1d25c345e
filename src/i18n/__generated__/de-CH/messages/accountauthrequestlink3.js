/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestlink3Inputs */

const de_ch2_accountauthrequestlink3 = /** @type {(inputs: Accountauthrequestlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link anfordern`)
};

/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthrequestlink3 = de_ch2_accountauthrequestlink3;
export { accountauthrequestlink3 as "accountAuthRequestLink" }