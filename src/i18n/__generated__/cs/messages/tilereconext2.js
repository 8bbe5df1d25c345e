/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilereconext2Inputs */

const cs_tilereconext2 = /** @type {(inputs: Tilereconext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další produkty`)
};

/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilereconext2 = cs_tilereconext2;
export { tilereconext2 as "tileRecoNext" }