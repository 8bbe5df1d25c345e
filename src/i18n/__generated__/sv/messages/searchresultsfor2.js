/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} Searchresultsfor2Inputs */

const sv_searchresultsfor2 = /** @type {(inputs: Searchresultsfor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sökresultat för ”${i?.term}”`)
};

/**

* @param {Searchresultsfor2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchresultsfor2 = sv_searchresultsfor2;
export { searchresultsfor2 as "searchResultsFor" }