/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnav1Inputs */

const cs_accountnav1 = /** @type {(inputs: Accountnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznický účet`)
};

/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnav1 = cs_accountnav1;
export { accountnav1 as "accountNav" }