/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthresetrequested3Inputs */

const sv_accountauthresetrequested3 = /** @type {(inputs: Accountauthresetrequested3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Om det finns ett kundkonto med den här e-postadressen har vi skickat en länk för att återställa lösenordet.`)
};

/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthresetrequested3 = sv_accountauthresetrequested3;
export { accountauthresetrequested3 as "accountAuthResetRequested" }