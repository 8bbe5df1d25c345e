/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpending2Inputs */

const sv_accountemailpending2 = /** @type {(inputs: Accountemailpending2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräftelsen saknas fortfarande`)
};

/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailpending2 = sv_accountemailpending2;
export { accountemailpending2 as "accountEmailPending" }