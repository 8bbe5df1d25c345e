/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultslabel2Inputs */

const sk_searchresultslabel2 = /** @type {(inputs: Searchresultslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Výsledky vyhľadávania pre ${i?.term}`)
};

/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchresultslabel2 = sk_searchresultslabel2;
export { searchresultslabel2 as "searchResultsLabel" }