/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailconfirm2Inputs */

const cs_accountemailconfirm2 = /** @type {(inputs: Accountemailconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzení e-mailové adresy`)
};

/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailconfirm2 = cs_accountemailconfirm2;
export { accountemailconfirm2 as "accountEmailConfirm" }