/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthrequestnewemail4Inputs */

const sv_accountauthrequestnewemail4 = /** @type {(inputs: Accountauthrequestnewemail4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begär nytt mejl`)
};

/**

* @param {Accountauthrequestnewemail4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthrequestnewemail4 = sv_accountauthrequestnewemail4;
export { accountauthrequestnewemail4 as "accountAuthRequestNewEmail" }