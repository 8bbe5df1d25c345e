/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilereconext2Inputs */

const sv_tilereconext2 = /** @type {(inputs: Tilereconext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa artiklar`)
};

/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilereconext2 = sv_tilereconext2;
export { tilereconext2 as "tileRecoNext" }