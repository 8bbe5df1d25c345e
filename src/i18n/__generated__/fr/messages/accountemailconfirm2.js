/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailconfirm2Inputs */

const fr_accountemailconfirm2 = /** @type {(inputs: Accountemailconfirm2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l’adresse e-mail`)
};

/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailconfirm2 = fr_accountemailconfirm2;
export { accountemailconfirm2 as "accountEmailConfirm" }