/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilereconext2Inputs */

const de_ch2_tilereconext2 = /** @type {(inputs: Tilereconext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Artikel`)
};

/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilereconext2 = de_ch2_tilereconext2;
export { tilereconext2 as "tileRecoNext" }