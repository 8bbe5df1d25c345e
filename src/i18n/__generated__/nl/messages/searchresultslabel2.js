/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultslabel2Inputs */

const nl_searchresultslabel2 = /** @type {(inputs: Searchresultslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zoekresultaten voor ${i?.term}`)
};

/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchresultslabel2 = nl_searchresultslabel2;
export { searchresultslabel2 as "searchResultsLabel" }