/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthemail2Inputs */

const sv_accountauthemail2 = /** @type {(inputs: Accountauthemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-postadress`)
};

/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthemail2 = sv_accountauthemail2;
export { accountauthemail2 as "accountAuthEmail" }