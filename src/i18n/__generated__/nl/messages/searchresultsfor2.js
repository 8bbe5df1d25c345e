/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultsfor2Inputs */

const nl_searchresultsfor2 = /** @type {(inputs: Searchresultsfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zoekresultaten voor ‘${i?.term}’`)
};

/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchresultsfor2 = nl_searchresultsfor2;
export { searchresultsfor2 as "searchResultsFor" }