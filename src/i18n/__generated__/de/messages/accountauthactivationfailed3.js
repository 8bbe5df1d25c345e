/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const de_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Aktivierungslink ist ungültig. Bitte melden Sie sich an oder fordern Sie einen neuen Link an.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = de_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }