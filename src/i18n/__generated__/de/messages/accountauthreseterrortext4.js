/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrortext4Inputs */

const de_accountauthreseterrortext4 = /** @type {(inputs: Accountauthreseterrortext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte klicken Sie noch einmal auf den Link in der E-Mail oder fordern Sie eine neue E-Mail an.`)
};

/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrortext4 = de_accountauthreseterrortext4;
export { accountauthreseterrortext4 as "accountAuthResetErrorText" }