/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilebalance2Inputs */

const cs_customertilebalance2 = /** @type {(inputs: Customertilebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zůstatek`)
};

/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertilebalance2 = cs_customertilebalance2;
export { customertilebalance2 as "customerTileBalance" }