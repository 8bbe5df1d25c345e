/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const sk_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivačný odkaz je neplatný. Prihláste sa, prosím, alebo si vyžiadajte nový odkaz.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = sk_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }