/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const cs_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hledali jste „${i?.term}“. Bohužel jsme nic nenašli.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = cs_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }