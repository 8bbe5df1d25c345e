/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnotfound2Inputs */

const sv_accountnotfound2 = /** @type {(inputs: Accountnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här sidan finns inte i kundkontot.`)
};

/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnotfound2 = sv_accountnotfound2;
export { accountnotfound2 as "accountNotFound" }