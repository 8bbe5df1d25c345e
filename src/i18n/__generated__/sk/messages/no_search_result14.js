/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const sk_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hľadali ste „${i?.term}“. Žiaľ, nenašli sme žiadny výsledok.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = sk_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }