/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrorheadline4Inputs */

const fr_accountauthreseterrorheadline4 = /** @type {(inputs: Accountauthreseterrorheadline4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe n’a pas pu être modifié`)
};

/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrorheadline4 = fr_accountauthreseterrorheadline4;
export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" }