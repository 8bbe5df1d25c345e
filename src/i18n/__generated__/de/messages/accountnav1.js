/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnav1Inputs */

const de_accountnav1 = /** @type {(inputs: Accountnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundenkonto`)
};

/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountnav1 = de_accountnav1;
export { accountnav1 as "accountNav" }