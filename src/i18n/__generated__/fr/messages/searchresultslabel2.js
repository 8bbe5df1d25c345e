/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultslabel2Inputs */

const fr_searchresultslabel2 = /** @type {(inputs: Searchresultslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats pour ${i?.term}`)
};

/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchresultslabel2 = fr_searchresultslabel2;
export { searchresultslabel2 as "searchResultsLabel" }