/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountsessionexpired2Inputs */

const sk_accountsessionexpired2 = /** @type {(inputs: Accountsessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše prihlásenie vypršalo. Prihláste sa, prosím, znova.`)
};

/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountsessionexpired2 = sk_accountsessionexpired2;
export { accountsessionexpired2 as "accountSessionExpired" }