/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoloading2Inputs */

const fr_tilerecoloading2 = /** @type {(inputs: Tilerecoloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des suggestions`)
};

/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilerecoloading2 = fr_tilerecoloading2;
export { tilerecoloading2 as "tileRecoLoading" }