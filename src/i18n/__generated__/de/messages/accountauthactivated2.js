/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivated2Inputs */

const de_accountauthactivated2 = /** @type {(inputs: Accountauthactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Kundenkonto ist aktiviert. Willkommen!`)
};

/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthactivated2 = de_accountauthactivated2;
export { accountauthactivated2 as "accountAuthActivated" }