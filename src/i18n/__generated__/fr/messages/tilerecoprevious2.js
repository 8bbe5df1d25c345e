/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoprevious2Inputs */

const fr_tilerecoprevious2 = /** @type {(inputs: Tilerecoprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles précédents`)
};

/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilerecoprevious2 = fr_tilerecoprevious2;
export { tilerecoprevious2 as "tileRecoPrevious" }