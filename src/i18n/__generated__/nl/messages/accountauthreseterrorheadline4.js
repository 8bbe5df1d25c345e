/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrorheadline4Inputs */

const nl_accountauthreseterrorheadline4 = /** @type {(inputs: Accountauthreseterrorheadline4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het wachtwoord kon niet worden gewijzigd`)
};

/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrorheadline4 = nl_accountauthreseterrorheadline4;
export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" }