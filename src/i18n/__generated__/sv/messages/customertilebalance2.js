/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilebalance2Inputs */

const sv_customertilebalance2 = /** @type {(inputs: Customertilebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saldo`)
};

/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertilebalance2 = sv_customertilebalance2;
export { customertilebalance2 as "customerTileBalance" }