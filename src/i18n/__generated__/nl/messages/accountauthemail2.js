/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthemail2Inputs */

const nl_accountauthemail2 = /** @type {(inputs: Accountauthemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthemail2 = nl_accountauthemail2;
export { accountauthemail2 as "accountAuthEmail" }