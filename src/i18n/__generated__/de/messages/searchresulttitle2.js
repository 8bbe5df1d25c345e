/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresulttitle2Inputs */

const de_searchresulttitle2 = /** @type {(inputs: Searchresulttitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} - Suchergebnis`)
};

/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchresulttitle2 = de_searchresulttitle2;
export { searchresulttitle2 as "searchResultTitle" }