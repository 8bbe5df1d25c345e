/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const fr_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans votre accord, nous ne pouvons pas vous envoyer d’e-mails. Notre service client répond à vos questions.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = fr_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }