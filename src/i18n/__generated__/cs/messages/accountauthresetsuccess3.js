/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetsuccess3Inputs */

const cs_accountauthresetsuccess3 = /** @type {(inputs: Accountauthresetsuccess3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše heslo bylo změněno. Nyní se můžete přihlásit novým heslem.`)
};

/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthresetsuccess3 = cs_accountauthresetsuccess3;
export { accountauthresetsuccess3 as "accountAuthResetSuccess" }