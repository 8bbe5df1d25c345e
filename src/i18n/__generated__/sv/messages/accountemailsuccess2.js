/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const sv_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din e-postadress är nu bekräftad.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = sv_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }