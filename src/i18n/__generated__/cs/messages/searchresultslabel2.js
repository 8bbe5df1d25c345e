/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultslabel2Inputs */

const cs_searchresultslabel2 = /** @type {(inputs: Searchresultslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Výsledky vyhledávání pro ${i?.term}`)
};

/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchresultslabel2 = cs_searchresultslabel2;
export { searchresultslabel2 as "searchResultsLabel" }