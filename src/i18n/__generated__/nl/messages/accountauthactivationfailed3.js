/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const nl_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De activeringslink is ongeldig. Log in of vraag een nieuwe link aan.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = nl_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }