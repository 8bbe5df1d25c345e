/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultsfor2Inputs */

const cs_searchresultsfor2 = /** @type {(inputs: Searchresultsfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Výsledky vyhledávání pro „${i?.term}“`)
};

/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchresultsfor2 = cs_searchresultsfor2;
export { searchresultsfor2 as "searchResultsFor" }