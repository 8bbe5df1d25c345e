/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const sv_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt lösenord har ändrats. Nu kan du logga in med det nya lösenordet.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = sv_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }