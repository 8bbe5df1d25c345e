/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthemail2Inputs */

const fr_accountauthemail2 = /** @type {(inputs: Accountauthemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthemail2 = fr_accountauthemail2;
export { accountauthemail2 as "accountAuthEmail" }