/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoloading2Inputs */

const sk_tilerecoloading2 = /** @type {(inputs: Tilerecoloading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítavame odporúčania`)
};

/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilerecoloading2 = sk_tilerecoloading2;
export { tilerecoloading2 as "tileRecoLoading" }