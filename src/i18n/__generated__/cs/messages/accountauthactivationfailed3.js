/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const cs_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivační odkaz je neplatný. Přihlaste se prosím nebo si vyžádejte nový odkaz.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = cs_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }