/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthms2Inputs */

const fr_accountauthms2 = /** @type {(inputs: Accountauthms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madame`)
};

/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthms2 = fr_accountauthms2;
export { accountauthms2 as "accountAuthMs" }