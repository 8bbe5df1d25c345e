/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoloading2Inputs */

const de_ch2_tilerecoloading2 = /** @type {(inputs: Tilerecoloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfehlungen werden geladen`)
};

/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilerecoloading2 = de_ch2_tilerecoloading2;
export { tilerecoloading2 as "tileRecoLoading" }