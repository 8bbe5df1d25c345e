/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const fr_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez recherché « ${i?.term} ». Malheureusement, nous n’avons trouvé aucun résultat.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = fr_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }