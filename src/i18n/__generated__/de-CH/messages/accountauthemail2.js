/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthemail2Inputs */

const de_ch2_accountauthemail2 = /** @type {(inputs: Accountauthemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountauthemail2 = de_ch2_accountauthemail2;
export { accountauthemail2 as "accountAuthEmail" }