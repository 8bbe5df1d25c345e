/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const sv_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det finns redan ett kundkonto med den här e-postadressen`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = sv_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }