/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailconfirm2Inputs */

const sk_accountemailconfirm2 = /** @type {(inputs: Accountemailconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdenie e-mailovej adresy`)
};

/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailconfirm2 = sk_accountemailconfirm2;
export { accountemailconfirm2 as "accountEmailConfirm" }