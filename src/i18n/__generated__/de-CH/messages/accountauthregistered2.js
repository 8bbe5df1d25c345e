/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const de_ch2_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Kundenkonto wurde angelegt. Sie sind jetzt angemeldet.`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = de_ch2_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }