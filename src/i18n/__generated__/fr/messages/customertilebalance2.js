/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilebalance2Inputs */

const fr_customertilebalance2 = /** @type {(inputs: Customertilebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde`)
};

/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertilebalance2 = fr_customertilebalance2;
export { customertilebalance2 as "customerTileBalance" }