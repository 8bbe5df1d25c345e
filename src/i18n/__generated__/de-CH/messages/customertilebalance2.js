/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilebalance2Inputs */

const de_ch2_customertilebalance2 = /** @type {(inputs: Customertilebalance2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontostand`)
};

/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertilebalance2 = de_ch2_customertilebalance2;
export { customertilebalance2 as "customerTileBalance" }