/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilerecoprevious2Inputs */

const nl_tilerecoprevious2 = /** @type {(inputs: Tilerecoprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige artikelen`)
};

/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilerecoprevious2 = nl_tilerecoprevious2;
export { tilerecoprevious2 as "tileRecoPrevious" }