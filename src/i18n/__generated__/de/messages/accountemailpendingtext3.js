/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const de_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Ihre Einwilligung können wir Ihnen keine E-Mails senden. Bei Fragen hilft Ihnen unser Kundenservice.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = de_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }