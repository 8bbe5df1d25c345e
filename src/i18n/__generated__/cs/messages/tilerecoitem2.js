/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoitem2Inputs */

const cs_tilerecoitem2 = /** @type {(inputs: Tilerecoitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt`)
};

/**

* @param {Tilerecoitem2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilerecoitem2 = cs_tilerecoitem2;
export { tilerecoitem2 as "tileRecoItem" }