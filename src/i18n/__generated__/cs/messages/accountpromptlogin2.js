/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const cs_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení do zákaznického účtu`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = cs_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }