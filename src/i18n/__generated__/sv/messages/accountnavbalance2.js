/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavbalance2Inputs */

const sv_accountnavbalance2 = /** @type {(inputs: Accountnavbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saldo`)
};

/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnavbalance2 = sv_accountnavbalance2;
export { accountnavbalance2 as "accountNavBalance" }