/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresulttitle2Inputs */

const cs_searchresulttitle2 = /** @type {(inputs: Searchresulttitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} - Výsledky vyhledávání`)
};

/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchresulttitle2 = cs_searchresulttitle2;
export { searchresulttitle2 as "searchResultTitle" }