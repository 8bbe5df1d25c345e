/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnav1Inputs */

const sv_accountnav1 = /** @type {(inputs: Accountnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundkonto`)
};

/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnav1 = sv_accountnav1;
export { accountnav1 as "accountNav" }