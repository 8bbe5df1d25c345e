/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountsessionexpired2Inputs */

const de_ch2_accountsessionexpired2 = /** @type {(inputs: Accountsessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.`)
};

/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountsessionexpired2 = de_ch2_accountsessionexpired2;
export { accountsessionexpired2 as "accountSessionExpired" }