/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const sk_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše heslo bolo zmenené. Teraz sa môžete prihlásiť novým heslom.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = sk_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }