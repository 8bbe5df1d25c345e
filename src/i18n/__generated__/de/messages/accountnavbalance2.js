/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavbalance2Inputs */

const de_accountnavbalance2 = /** @type {(inputs: Accountnavbalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontostand`)
};

/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountnavbalance2 = de_accountnavbalance2;
export { accountnavbalance2 as "accountNavBalance" }