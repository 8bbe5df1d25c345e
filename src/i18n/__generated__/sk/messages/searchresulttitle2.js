/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresulttitle2Inputs */

const sk_searchresulttitle2 = /** @type {(inputs: Searchresulttitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.term} - Výsledky vyhľadávania`)
};

/**

* @param {Searchresulttitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchresulttitle2 = sk_searchresulttitle2;
export { searchresulttitle2 as "searchResultTitle" }