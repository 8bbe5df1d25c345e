/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivated2Inputs */

const sk_accountauthactivated2 = /** @type {(inputs: Accountauthactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš zákaznícky účet je aktivovaný. Vitajte!`)
};

/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthactivated2 = sk_accountauthactivated2;
export { accountauthactivated2 as "accountAuthActivated" }