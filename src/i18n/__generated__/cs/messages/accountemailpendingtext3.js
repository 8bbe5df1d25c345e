/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const cs_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez Vašeho souhlasu Vám nemůžeme posílat e-maily. S dotazy Vám poradí náš zákaznický servis.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = cs_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }