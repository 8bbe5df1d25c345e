/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilereconext2Inputs */

const nl_tilereconext2 = /** @type {(inputs: Tilereconext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgende artikelen`)
};

/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilereconext2 = nl_tilereconext2;
export { tilereconext2 as "tileRecoNext" }