/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const nl_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je hebt gezocht naar ‘${i?.term}’. Helaas hebben we niets gevonden.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = nl_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }