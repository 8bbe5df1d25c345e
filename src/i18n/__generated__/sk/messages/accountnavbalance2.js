/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavbalance2Inputs */

const sk_accountnavbalance2 = /** @type {(inputs: Accountnavbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zostatok`)
};

/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnavbalance2 = sk_accountnavbalance2;
export { accountnavbalance2 as "accountNavBalance" }