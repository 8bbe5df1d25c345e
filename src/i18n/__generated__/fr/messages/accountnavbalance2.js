/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavbalance2Inputs */

const fr_accountnavbalance2 = /** @type {(inputs: Accountnavbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde`)
};

/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnavbalance2 = fr_accountnavbalance2;
export { accountnavbalance2 as "accountNavBalance" }