/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthactivated2Inputs */

const sv_accountauthactivated2 = /** @type {(inputs: Accountauthactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt kundkonto är aktiverat. Välkommen!`)
};

/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthactivated2 = sv_accountauthactivated2;
export { accountauthactivated2 as "accountAuthActivated" }