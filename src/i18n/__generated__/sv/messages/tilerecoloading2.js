/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoloading2Inputs */

const sv_tilerecoloading2 = /** @type {(inputs: Tilerecoloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rekommendationer laddas`)
};

/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilerecoloading2 = sv_tilerecoloading2;
export { tilerecoloading2 as "tileRecoLoading" }