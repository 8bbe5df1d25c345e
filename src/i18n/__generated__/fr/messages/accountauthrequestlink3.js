/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestlink3Inputs */

const fr_accountauthrequestlink3 = /** @type {(inputs: Accountauthrequestlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recevoir le lien`)
};

/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthrequestlink3 = fr_accountauthrequestlink3;
export { accountauthrequestlink3 as "accountAuthRequestLink" }