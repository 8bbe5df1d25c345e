/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresulttitle2Inputs */

const fr_searchresulttitle2 = /** @type {(inputs: Searchresulttitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} - Résultats de recherche`)
};

/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchresulttitle2 = fr_searchresulttitle2;
export { searchresulttitle2 as "searchResultTitle" }