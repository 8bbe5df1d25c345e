/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailconfirm2Inputs */

const nl_accountemailconfirm2 = /** @type {(inputs: Accountemailconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres bevestigen`)
};

/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailconfirm2 = nl_accountemailconfirm2;
export { accountemailconfirm2 as "accountEmailConfirm" }