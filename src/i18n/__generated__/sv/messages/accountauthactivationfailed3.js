/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const sv_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiveringslänken är ogiltig. Logga in eller begär en ny länk.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = sv_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }