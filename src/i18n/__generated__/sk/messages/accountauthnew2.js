/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthnew2Inputs */

const sk_accountauthnew2 = /** @type {(inputs: Accountauthnew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ste u nás prvýkrát?`)
};

/**

* @param {Accountauthnew2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthnew2 = sk_accountauthnew2;
export { accountauthnew2 as "accountAuthNew" }