/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const nl_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zonder je toestemming kunnen we je geen e-mails sturen. Heb je vragen? Onze klantenservice helpt je graag.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = nl_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }