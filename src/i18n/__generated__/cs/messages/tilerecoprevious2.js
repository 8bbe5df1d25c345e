/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoprevious2Inputs */

const cs_tilerecoprevious2 = /** @type {(inputs: Tilerecoprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Předchozí produkty`)
};

/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilerecoprevious2 = cs_tilerecoprevious2;
export { tilerecoprevious2 as "tileRecoPrevious" }