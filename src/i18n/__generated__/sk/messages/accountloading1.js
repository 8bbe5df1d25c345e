/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountloading1Inputs */

const sk_accountloading1 = /** @type {(inputs: Accountloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa`)
};

/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountloading1 = sk_accountloading1;
export { accountloading1 as "accountLoading" }