/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountsessionexpired2Inputs */

const sv_accountsessionexpired2 = /** @type {(inputs: Accountsessionexpired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din session har gått ut. Logga in igen.`)
};

/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountsessionexpired2 = sv_accountsessionexpired2;
export { accountsessionexpired2 as "accountSessionExpired" }