/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthms2Inputs */

const sv_accountauthms2 = /** @type {(inputs: Accountauthms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fru`)
};

/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthms2 = sv_accountauthms2;
export { accountauthms2 as "accountAuthMs" }