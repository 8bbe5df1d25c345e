/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpending2Inputs */

const nl_accountemailpending2 = /** @type {(inputs: Accountemailpending2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De bevestiging staat nog open`)
};

/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailpending2 = nl_accountemailpending2;
export { accountemailpending2 as "accountEmailPending" }