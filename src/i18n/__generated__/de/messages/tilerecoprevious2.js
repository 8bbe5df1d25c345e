/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoprevious2Inputs */

const de_tilerecoprevious2 = /** @type {(inputs: Tilerecoprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Artikel`)
};

/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilerecoprevious2 = de_tilerecoprevious2;
export { tilerecoprevious2 as "tileRecoPrevious" }