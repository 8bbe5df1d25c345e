/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpending2Inputs */

const sk_accountemailpending2 = /** @type {(inputs: Accountemailpending2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdenie zatiaľ chýba`)
};

/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailpending2 = sk_accountemailpending2;
export { accountemailpending2 as "accountEmailPending" }