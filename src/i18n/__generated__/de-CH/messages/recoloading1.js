/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoloading1Inputs */

const de_ch2_recoloading1 = /** @type {(inputs: Recoloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfehlungen werden geladen`)
};

/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const recoloading1 = de_ch2_recoloading1;
export { recoloading1 as "recoLoading" }