/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthemail2Inputs */

const sk_accountauthemail2 = /** @type {(inputs: Accountauthemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa`)
};

/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthemail2 = sk_accountauthemail2;
export { accountauthemail2 as "accountAuthEmail" }