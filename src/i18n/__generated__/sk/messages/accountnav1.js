/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnav1Inputs */

const sk_accountnav1 = /** @type {(inputs: Accountnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznícky účet`)
};

/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnav1 = sk_accountnav1;
export { accountnav1 as "accountNav" }