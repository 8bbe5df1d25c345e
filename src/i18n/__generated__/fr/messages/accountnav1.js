/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnav1Inputs */

const fr_accountnav1 = /** @type {(inputs: Accountnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte client`)
};

/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnav1 = fr_accountnav1;
export { accountnav1 as "accountNav" }