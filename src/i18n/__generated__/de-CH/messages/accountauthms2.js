/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthms2Inputs */

const de_ch2_accountauthms2 = /** @type {(inputs: Accountauthms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frau`)
};

/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthms2 = de_ch2_accountauthms2;
export { accountauthms2 as "accountAuthMs" }