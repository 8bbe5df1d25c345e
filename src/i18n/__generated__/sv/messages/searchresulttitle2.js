/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresulttitle2Inputs */

const sv_searchresulttitle2 = /** @type {(inputs: Searchresulttitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} - Sökresultat`)
};

/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchresulttitle2 = sv_searchresulttitle2;
export { searchresulttitle2 as "searchResultTitle" }