/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const sv_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du sökte på ”${i?.term}”. Tyvärr hittade vi inga resultat.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = sv_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }