/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const sv_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utan ditt samtycke kan vi inte skicka e-post till dig. Vår kundtjänst hjälper dig om du har frågor.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = sv_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }