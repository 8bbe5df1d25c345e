/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoitem2Inputs */

const fr_tilerecoitem2 = /** @type {(inputs: Tilerecoitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article`)
};

/**

* @param {Tilerecoitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilerecoitem2 = fr_tilerecoitem2;
export { tilerecoitem2 as "tileRecoItem" }