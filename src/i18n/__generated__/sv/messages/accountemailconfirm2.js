/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailconfirm2Inputs */

const sv_accountemailconfirm2 = /** @type {(inputs: Accountemailconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräfta e-postadress`)
};

/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailconfirm2 = sv_accountemailconfirm2;
export { accountemailconfirm2 as "accountEmailConfirm" }