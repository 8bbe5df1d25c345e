/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrorheadline4Inputs */

const cs_accountauthreseterrorheadline4 = /** @type {(inputs: Accountauthreseterrorheadline4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heslo se nepodařilo změnit`)
};

/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrorheadline4 = cs_accountauthreseterrorheadline4;
export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" }