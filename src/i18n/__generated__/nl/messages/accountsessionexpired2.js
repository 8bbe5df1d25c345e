/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountsessionexpired2Inputs */

const nl_accountsessionexpired2 = /** @type {(inputs: Accountsessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je sessie is verlopen. Log opnieuw in.`)
};

/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountsessionexpired2 = nl_accountsessionexpired2;
export { accountsessionexpired2 as "accountSessionExpired" }