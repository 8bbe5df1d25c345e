/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthreseterrorheadline4Inputs */

const sk_accountauthreseterrorheadline4 = /** @type {(inputs: Accountauthreseterrorheadline4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heslo sa nepodarilo zmeniť`)
};

/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthreseterrorheadline4 = sk_accountauthreseterrorheadline4;
export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" }