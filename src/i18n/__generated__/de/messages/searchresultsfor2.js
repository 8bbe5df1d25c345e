/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultsfor2Inputs */

const de_searchresultsfor2 = /** @type {(inputs: Searchresultsfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suchergebnisse für „${i?.term}“`)
};

/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchresultsfor2 = de_searchresultsfor2;
export { searchresultsfor2 as "searchResultsFor" }