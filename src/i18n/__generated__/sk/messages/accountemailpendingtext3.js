/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailpendingtext3Inputs */

const sk_accountemailpendingtext3 = /** @type {(inputs: Accountemailpendingtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bez Vášho súhlasu Vám nemôžeme posielať e-maily. S otázkami Vám poradí náš zákaznícky servis.`)
};

/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailpendingtext3 = sk_accountemailpendingtext3;
export { accountemailpendingtext3 as "accountEmailPendingText" }