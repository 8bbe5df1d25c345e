/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivationfailed3Inputs */

const fr_accountauthactivationfailed3 = /** @type {(inputs: Accountauthactivationfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien d’activation n’est pas valable. Veuillez vous connecter ou demander un nouveau lien.`)
};

/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthactivationfailed3 = fr_accountauthactivationfailed3;
export { accountauthactivationfailed3 as "accountAuthActivationFailed" }