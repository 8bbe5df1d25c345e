/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultsfor2Inputs */

const sk_searchresultsfor2 = /** @type {(inputs: Searchresultsfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Výsledky vyhľadávania pre „${i?.term}“`)
};

/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchresultsfor2 = sk_searchresultsfor2;
export { searchresultsfor2 as "searchResultsFor" }