/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrorheadline4Inputs */

const sv_accountauthreseterrorheadline4 = /** @type {(inputs: Accountauthreseterrorheadline4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lösenordet kunde inte ändras`)
};

/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrorheadline4 = sv_accountauthreseterrorheadline4;
export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" }