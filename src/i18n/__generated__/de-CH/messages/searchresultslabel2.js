/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultslabel2Inputs */

const de_ch2_searchresultslabel2 = /** @type {(inputs: Searchresultslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suchergebnisse für ${i?.term}`)
};

/**

* @param {Searchresultslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchresultslabel2 = de_ch2_searchresultslabel2;
export { searchresultslabel2 as "searchResultsLabel" }