/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoitem2Inputs */

const de_ch2_tilerecoitem2 = /** @type {(inputs: Tilerecoitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**

* @param {Tilerecoitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilerecoitem2 = de_ch2_tilerecoitem2;
export { tilerecoitem2 as "tileRecoItem" }