/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const nl_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je e-mailadres is bevestigd.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = nl_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }