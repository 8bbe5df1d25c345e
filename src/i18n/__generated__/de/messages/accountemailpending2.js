/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpending2Inputs */

const de_accountemailpending2 = /** @type {(inputs: Accountemailpending2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestätigung steht noch aus`)
};

/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountemailpending2 = de_accountemailpending2;
export { accountemailpending2 as "accountEmailPending" }