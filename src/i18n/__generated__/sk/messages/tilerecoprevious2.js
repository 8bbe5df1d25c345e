/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoprevious2Inputs */

const sk_tilerecoprevious2 = /** @type {(inputs: Tilerecoprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predchádzajúce produkty`)
};

/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilerecoprevious2 = sk_tilerecoprevious2;
export { tilerecoprevious2 as "tileRecoPrevious" }