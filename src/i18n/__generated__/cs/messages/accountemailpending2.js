/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpending2Inputs */

const cs_accountemailpending2 = /** @type {(inputs: Accountemailpending2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzení zatím chybí`)
};

/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailpending2 = cs_accountemailpending2;
export { accountemailpending2 as "accountEmailPending" }