/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoloading2Inputs */

const nl_tilerecoloading2 = /** @type {(inputs: Tilerecoloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanbevelingen worden geladen`)
};

/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilerecoloading2 = nl_tilerecoloading2;
export { tilerecoloading2 as "tileRecoLoading" }