/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavbalance2Inputs */

const cs_accountnavbalance2 = /** @type {(inputs: Accountnavbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zůstatek`)
};

/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnavbalance2 = cs_accountnavbalance2;
export { accountnavbalance2 as "accountNavBalance" }