/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthregistered2Inputs */

const sv_accountauthregistered2 = /** @type {(inputs: Accountauthregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt kundkonto har skapats. Nu är du inloggad.`)
};

/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthregistered2 = sv_accountauthregistered2;
export { accountauthregistered2 as "accountAuthRegistered" }