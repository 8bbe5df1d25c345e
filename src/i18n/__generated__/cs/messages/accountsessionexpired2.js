/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountsessionexpired2Inputs */

const cs_accountsessionexpired2 = /** @type {(inputs: Accountsessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše přihlášení vypršelo. Přihlaste se prosím znovu.`)
};

/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountsessionexpired2 = cs_accountsessionexpired2;
export { accountsessionexpired2 as "accountSessionExpired" }